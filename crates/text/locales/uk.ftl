## Ukrainian. Every message here must also exist in ru.ftl (a test checks both ways).
## Terms follow the glossary of RULES.md §1: ямка, зерно, амбар, сівба, естафета, збір, голова, дім.

seeds = { $count } { $count ->
    [one] зерно
    [few] зерна
    [many] зерен
   *[other] зерна
}

pits = { $count } { $count ->
    [one] ямка
    [few] ямки
    [many] ямок
   *[other] ямки
}

side-S = Південь
side-S-gen = Півдня
side-S-dat = Півдню
side-N = Північ
side-N-gen = Півночі
side-N-dat = Півночі

## Narration of engine steps. `step-<kind>` is the general sentence; `step-<kind>--<RULE>` is
## chosen instead when the step cites that rule.

step-pick-up = { $player } бере з ямки { $pit } { $seeds }.
step-pick-up--KSW-18 = Дім обкладено податком: { $player } бере з нього лише { $seeds }.
step-sow-pit = Зерно падає в ямку { $pit }.
step-sow-store = Зерно падає в амбар { $owner-gen }.
step-skip-pit = Ямку { $pit }, з якої почався хід, сівба оминає.
step-skip-store = Амбар { $owner-gen } сівба оминає: кожен сіє лише у свій.
step-lap = Сівба пішла на { $lap }-е коло.
step-relay = Останнє зерно впало в непорожню ямку { $pit }, тож { $player } бере звідти { $seeds } і сіє далі.
step-capture-store = { $player } забирає до свого амбара { $seeds } з ямки { $pit }.
step-capture-store--KAL-8 = Останнє зерно лягло в порожню ямку свого ряду, тож { $player } забирає до амбара { $seeds } з ямки { $pit }.
step-capture-store--OW-7 = У ямці { $pit } стало два або три зерна: { $player } забирає { $seeds }.
step-capture-store--A1 = Навпроти порожньо, тож за цим варіантом правил до амбара йде лише саме зерно з ямки { $pit }.
step-capture-store--NAM-5 = У ямці { $pit } зібралося чотири зерна: їх забирає { $player }.
step-capture-store--NAM-6 = Останнє зерно зробило в ямці { $pit } четвірку: її забирає { $player }.
step-capture-hand = { $player } забирає { $seeds } з ямки { $pit } суперника й сіятиме їх на своєму боці.
step-capture-pit = { $seeds } з ямки { $pit } переходять на бік { $player-gen }.
step-capture-other = { $player } забирає { $seeds } з { $pit }.
step-plant = { $player } садить зерно із запасу в ямку { $pit }.
step-transfer = { $seeds } переходять із { $from } до { $to }.
step-transfer--KAL-11 = Гру закінчено: { $seeds } з ямки { $pit } лягають в амбар { $owner-gen }.
step-transfer--OW-12 = Гру закінчено: { $seeds } з ямки { $pit } дістаються тому, кому їх віддають правила.
step-owner = Ямка { $pit } тепер належить { $owner-dat }.
step-house-destroyed = Дім { $owner-gen } зруйновано: відтепер це звичайна ямка.
step-extra-turn = { $player } ходить ще раз.
step-extra-turn--KAL-7 = Останнє зерно впало у власний амбар, тож { $player } ходить ще раз.
step-extra-turn--BKC-5 = Останнє зерно впало у власний амбар, тож { $player } ходить ще раз.
step-turn-end = Хід переходить до { $next-gen }.
step-game-end-win = Гру закінчено: перемагає { $winner } ({ $reason }).
step-game-end-draw = Гру закінчено внічию ({ $reason }).

note-must-feed = У суперника немає зерен, тож цей хід мусить дати йому хоча б одне.
note-grand-slam = Такий хід забрав би всі зерна суперника, тому нічого не захоплюється.
note-pass = { $player } не має чим ходити й пропускає хід.
note-direction-cw = { $player } сіє за годинниковою стрілкою.
note-direction-ccw = { $player } сіє проти годинникової стрілки.
note-head = Захоплені зерна сіються, починаючи з голови { $pit }.
note-stop = Хід зупиняється в ямці { $pit }.
note-harvest = Запас { $owner-gen } вичерпано: далі лише жнива.
note-endless = Цей хід не закінчується: сівба кружляє без кінця.
note-blocked = Ямку { $pit } заблоковано на наступний хід суперника.
note-block-lifted = Ямку { $pit } більше не заблоковано.
note-round = Починається раунд { $round }.

## Why a game ended.
end-row_empty = ряд одного з гравців спорожнів
end-cannot_move = гравцеві, чия черга, нема чим ходити
end-majority = один із гравців зібрав понад половину зерен
end-cannot_feed = суперника нема чим нагодувати
end-agreed = гравці домовилися закінчити
end-repetition = позиція повторилася
end-no_seeds = у гравця не лишилося зерен
end-inner_row_empty = внутрішній ряд гравця спорожнів
end-both_ends = збір з обох країв суперника за один хід
end-second_capture = другий хід зі збором, поки суперник нічого не зібрав
end-all_pits_owned = один гравець володіє всіма ямками
end-round_over = раунд закінчено
end-endless_move = хід не мав кінця

## Why a move is not allowed.
illegal-game-over = Гру вже закінчено.
illegal-not-your-pit = Ямка { $pit } не ваша: ходити можна лише зі своїх ямок.
illegal-empty-pit = Ямка { $pit } порожня: нема чого сіяти.
illegal-must-feed = У суперника немає зерен: треба зробити хід, що дасть йому хоча б одне.
illegal-grand-slam = За цими правилами не можна одним ходом забрати всі зерна суперника.
illegal-singleton = З ямки, де лише одне зерно, тут ходити не можна.
illegal-must-capture = Є хід зі збором, а збирати обов'язково.
illegal-priority = Є хід, який за правилами має перевагу над цим.
illegal-endless = Цей хід ніколи б не закінчився.
illegal-blocked = Ця ямка заблокована.
illegal-plant-target = Садити зерно сюди не можна.
illegal-direction = У цьому напрямку звідси сіяти не можна.
illegal-other = Правила забороняють цей хід.
illegal-incomplete = Хід ще не завершено: зробіть наступний вибір.
illegal-unexpected = Такого вибору в цьому ході немає.
illegal-rule = правило { $rule }

## Bad input.
error-position-syntax = Запис позиції не вдалося прочитати (символ { $column }).
error-position-json = Позицію у форматі JSON не вдалося прочитати.
error-position-layout = Ця дошка має інший розмір, ніж потрібно для цієї гри.
error-position-pit-count = У ряді { $row } { $found }, а має бути { $expected }.
error-position-seed-count = У { $place } забагато зерен: { $count }, а можна щонайбільше { $max }.
error-position-too-many = У позиції { $total } зерен, а можна щонайбільше { $max }.
error-position-inconsistent = Позиція суперечить правилу { $rule }.
error-unknown-variant = Гри «{ $id }» немає.
error-unknown-option = У цієї гри немає параметра «{ $key }».
error-bad-option-value = Параметр «{ $key }» не може мати значення «{ $value }».
error-malformed-option = Параметр має бути записаний як «назва=значення», а не «{ $text }».
error-move-parse = Хід «{ $token }» не вдалося прочитати.

## The web site's interface.
site-title = Манкала: вчимося грати
site-tagline = Оберіть гру: дошка покаже кожне зерно кожного ходу й пояснить, що відбувається.
site-language = Мова
site-home = Усі ігри
site-two-row = Ігри на двох рядах
site-four-row = Ігри на чотирьох рядах
site-no-variants = Ігор поки що немає.
site-play = Грати
site-rules = Правила
site-reconstructed = Правила відновлено: статті-джерела подають їх не повністю, тож частину взято з реконструкції.
site-not-found = Такої сторінки немає. Ось список ігор.
site-board = Дошка гри «{ $name }»
site-pit-label = Ямка { $pit }: { $seeds }
site-pit-legal = можна ходити
site-store-label = Амбар { $owner-gen }: { $seeds }
site-reserve-label = Запас { $owner-gen }: { $seeds }
site-hand-label = У руці: { $seeds }
site-store = Амбар
site-reserve = Запас
site-hand = У руці
site-mark-head = голова
site-mark-house = дім
site-mark-house-destroyed = зруйнований дім
site-mark-outskirt = околиця
site-mark-blocked = заблоковано
site-turn = Ходить { $player }
site-turn-choose = { $player }: оберіть, як продовжити хід
site-game-over = Гру закінчено
site-keys-help = Стрілки переводять між ямками, Enter або пробіл робить хід.
site-player = Покроковий показ ходу
site-play-pause-play = ▶ Показати
site-play-pause-pause = ❚❚ Пауза
site-seed-back = ◀ Зерно
site-seed-forward = Зерно ▶
site-sowing-back = ◀◀ Сівба
site-sowing-forward = Сівба ▶▶
site-move-back = |◀ Хід
site-move-forward = Хід ▶|
site-speed = Швидкість
site-speed-1 = дуже повільно
site-speed-2 = повільно
site-speed-3 = звичайно
site-speed-4 = швидко
site-speed-5 = дуже швидко
site-instant = Без анімації
site-step-of = Крок { $step } з { $total }
site-caption-start = Початкова позиція. { $player } починає.
site-caption-idle = Оберіть ямку, з якої сіяти.
site-undo = Скасувати хід
site-redo = Повернути хід
site-new-game = Нова гра
site-moves = Ходи
site-no-moves = Ходів ще не було.
site-share = Посилання на цю гру
site-copy = Копіювати
site-copied = Скопійовано
site-options = Параметри гри
site-options-apply = Почати нову гру з цими параметрами
site-option-default = типово: { $value }
site-yes = так
site-no = ні
site-choose = Оберіть:
site-choice-sow = Сіяти з ямки { $pit }
site-choice-plant = Посадити зерно в ямку { $pit }
site-choice-cw = За годинниковою стрілкою
site-choice-ccw = Проти годинникової стрілки
site-choice-head = Сіяти з голови { $pit }
site-choice-go = Сіяти далі
site-choice-stop = Зупинитися тут
site-choice-take = Забрати ще з ямки { $pit }
site-choice-pass = Досить, далі не брати
site-choice-finish = Завершити хід
site-choice-cancel = Скасувати вибір
site-link-error = Посилання пошкоджене: { $why }
site-link-bad-position = Позиція в посиланні неправильна: { $why } Показано звичайну початкову позицію.
site-link-bad-move = Хід № { $number } («{ $token }») з посилання зробити не можна: { $why } Показано гру до останнього правильного ходу.
site-link-bad-variant = Показано список ігор.
site-rules-title = Правила гри «{ $name }»
site-rules-missing = Сторінку правил цієї гри ще пишуть. Грати вже можна.
site-rule-sources = Джерело: { $sources }
site-rule-proposal = Статті про це мовчать, тож тут прийнято наше рішення.
site-rule-id = Правило { $id }
site-sources-heading = Статті-джерела
site-options-heading = Параметри
