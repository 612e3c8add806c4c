## Russian. Every message here must also exist in uk.ftl (a test checks both ways).
## Terms follow the glossary of RULES.md §1: лунка, камень/зерно, амбар, посев, эстафета, взятие, голова, дом.

seeds = { $count } { $count ->
    [one] зерно
    [few] зерна
    [many] зёрен
   *[other] зерна
}

pits = { $count } { $count ->
    [one] лунка
    [few] лунки
    [many] лунок
   *[other] лунки
}

side-S = Юг
side-S-gen = Юга
side-S-dat = Югу
side-N = Север
side-N-gen = Севера
side-N-dat = Северу

## Narration of engine steps. `step-<kind>` is the general sentence; `step-<kind>--<RULE>` is
## chosen instead when the step cites that rule.

step-pick-up = { $player } берёт из лунки { $pit } { $seeds }.
step-pick-up--KSW-18 = Дом облагается налогом: { $player } берёт из него только { $seeds }.
step-sow-pit = Зерно падает в лунку { $pit }.
step-sow-store = Зерно падает в амбар { $owner-gen }.
step-skip-pit = Лунку { $pit }, из которой начался ход, посев обходит.
step-skip-store = Амбар { $owner-gen } посев обходит: каждый сеет только в свой.
step-lap = Посев пошёл на { $lap }-й круг.
step-relay = Последнее зерно упало в непустую лунку { $pit }, поэтому { $player } берёт оттуда { $seeds } и сеет дальше.
step-capture-store = { $player } забирает в свой амбар { $seeds } из лунки { $pit }.
step-capture-store--KAL-8 = Последнее зерно легло в пустую лунку своего ряда, поэтому { $player } забирает в амбар { $seeds } из лунки { $pit }.
step-capture-store--OW-7 = В лунке { $pit } стало два или три зерна: { $player } забирает { $seeds }.
step-capture-store--A1 = Напротив пусто, поэтому по этому варианту правил в амбар идёт только само зерно из лунки { $pit }.
step-capture-store--NAM-5 = В лунке { $pit } набралось четыре зерна: их забирает { $player }.
step-capture-store--NAM-6 = Последнее зерно сделало в лунке { $pit } четвёрку: её забирает { $player }.
step-capture-hand = { $player } забирает { $seeds } из лунки { $pit } соперника и посеет их на своей стороне.
step-capture-pit = { $seeds } из лунки { $pit } переходят на сторону { $player-gen }.
step-capture-other = { $player } забирает { $seeds } из { $pit }.
step-plant = { $player } сажает зерно из запаса в лунку { $pit }.
step-transfer = { $seeds } переходят из { $from } в { $to }.
step-transfer--KAL-11 = Игра окончена: { $seeds } из лунки { $pit } ложатся в амбар { $owner-gen }.
step-transfer--OW-12 = Игра окончена: { $seeds } из лунки { $pit } достаются тому, кому их отдают правила.
step-owner = Лунка { $pit } теперь принадлежит { $owner-dat }.
step-house-destroyed = Дом { $owner-gen } разрушен: теперь это обычная лунка.
step-extra-turn = { $player } ходит ещё раз.
step-extra-turn--KAL-7 = Последнее зерно упало в собственный амбар, поэтому { $player } ходит ещё раз.
step-extra-turn--BKC-5 = Последнее зерно упало в собственный амбар, поэтому { $player } ходит ещё раз.
step-turn-end = Ход переходит к { $next-dat }.
step-game-end-win = Игра окончена: побеждает { $winner } ({ $reason }).
step-game-end-draw = Игра окончена вничью ({ $reason }).

note-must-feed = У соперника нет зёрен, поэтому этот ход должен дать ему хотя бы одно.
note-grand-slam = Такой ход забрал бы все зёрна соперника, поэтому ничего не берётся.
note-pass = { $player } нечем ходить, и он пропускает ход.
note-direction-cw = { $player } сеет по часовой стрелке.
note-direction-ccw = { $player } сеет против часовой стрелки.
note-head = Взятые зёрна сеются, начиная с головы { $pit }.
note-stop = Ход останавливается в лунке { $pit }.
note-harvest = Запас { $owner-gen } исчерпан: дальше только жатва.
note-endless = Этот ход не заканчивается: посев кружит без конца.
note-blocked = Лунка { $pit } заблокирована на следующий ход соперника.
note-block-lifted = Лунка { $pit } больше не заблокирована.
note-round = Начинается раунд { $round }.

## Why a game ended.
end-row_empty = ряд одного из игроков опустел
end-cannot_move = игроку, чья очередь, нечем ходить
end-majority = один из игроков собрал больше половины зёрен
end-cannot_feed = соперника нечем накормить
end-agreed = игроки договорились закончить
end-repetition = позиция повторилась
end-no_seeds = у игрока не осталось зёрен
end-inner_row_empty = внутренний ряд игрока опустел
end-both_ends = взятие с обоих краёв соперника за один ход
end-second_capture = второй ход со взятием, пока соперник ничего не взял
end-all_pits_owned = один игрок владеет всеми лунками
end-round_over = раунд окончен
end-endless_move = ход не имел конца

## Why a move is not allowed.
illegal-game-over = Игра уже окончена.
illegal-not-your-pit = Лунка { $pit } не ваша: ходить можно только из своих лунок.
illegal-empty-pit = Лунка { $pit } пуста: сеять нечего.
illegal-must-feed = У соперника нет зёрен: нужно сделать ход, который даст ему хотя бы одно.
illegal-grand-slam = По этим правилам нельзя одним ходом забрать все зёрна соперника.
illegal-singleton = Из лунки, где только одно зерно, здесь ходить нельзя.
illegal-must-capture = Есть ход со взятием, а брать обязательно.
illegal-priority = Есть ход, который по правилам имеет преимущество перед этим.
illegal-endless = Этот ход никогда бы не закончился.
illegal-blocked = Эта лунка заблокирована.
illegal-plant-target = Сажать зерно сюда нельзя.
illegal-direction = В этом направлении отсюда сеять нельзя.
illegal-other = Правила запрещают этот ход.
illegal-incomplete = Ход ещё не закончен: сделайте следующий выбор.
illegal-unexpected = Такого выбора в этом ходе нет.
illegal-rule = правило { $rule }

## Bad input.
error-position-syntax = Запись позиции не удалось прочитать (символ { $column }).
error-position-json = Позицию в формате JSON не удалось прочитать.
error-position-layout = У этой доски другой размер, чем нужен для этой игры.
error-position-pit-count = В ряду { $row } { $found }, а должно быть { $expected }.
error-position-seed-count = В { $place } слишком много зёрен: { $count }, а можно не больше { $max }.
error-position-too-many = В позиции { $total } зёрен, а можно не больше { $max }.
error-position-inconsistent = Позиция противоречит правилу { $rule }.
error-unknown-variant = Игры «{ $id }» нет.
error-unknown-option = У этой игры нет параметра «{ $key }».
error-bad-option-value = Параметр «{ $key }» не может иметь значение «{ $value }».
error-malformed-option = Параметр нужно записать как «название=значение», а не «{ $text }».
error-move-parse = Ход «{ $token }» не удалось прочитать.

## The web site's interface.
site-title = Манкала: учимся играть
site-tagline = Выберите игру: доска покажет каждое зерно каждого хода и объяснит, что происходит.
site-language = Язык
site-home = Все игры
site-two-row = Игры на двух рядах
site-four-row = Игры на четырёх рядах
site-no-variants = Игр пока нет.
site-play = Играть
site-rules = Правила
site-reconstructed = Правила восстановлены: статьи-источники дают их не полностью, поэтому часть взята из реконструкции.
site-not-found = Такой страницы нет. Вот список игр.
site-board = Доска игры «{ $name }»
site-pit-label = Лунка { $pit }: { $seeds }
site-pit-legal = можно ходить
site-store-label = Амбар { $owner-gen }: { $seeds }
site-reserve-label = Запас { $owner-gen }: { $seeds }
site-hand-label = В руке: { $seeds }
site-store = Амбар
site-reserve = Запас
site-hand = В руке
site-mark-head = голова
site-mark-house = дом
site-mark-house-destroyed = разрушенный дом
site-mark-outskirt = окраина
site-mark-blocked = заблокирована
site-turn = Ходит { $player }
site-turn-choose = { $player }: выберите, как продолжить ход
site-game-over = Игра окончена
site-keys-help = Стрелки переводят между лунками, Enter или пробел делает ход.
site-player = Пошаговый показ хода
site-play-pause-play = ▶ Показать
site-play-pause-pause = ❚❚ Пауза
site-seed-back = ◀ Зерно
site-seed-forward = Зерно ▶
site-sowing-back = ◀◀ Посев
site-sowing-forward = Посев ▶▶
site-move-back = |◀ Ход
site-move-forward = Ход ▶|
site-speed = Скорость
site-speed-1 = очень медленно
site-speed-2 = медленно
site-speed-3 = обычно
site-speed-4 = быстро
site-speed-5 = очень быстро
site-instant = Без анимации
site-step-of = Шаг { $step } из { $total }
site-caption-start = Начальная позиция. { $player } начинает.
site-caption-idle = Выберите лунку, из которой сеять.
site-undo = Отменить ход
site-redo = Вернуть ход
site-new-game = Новая игра
site-moves = Ходы
site-no-moves = Ходов ещё не было.
site-share = Ссылка на эту партию
site-copy = Копировать
site-copied = Скопировано
site-options = Параметры игры
site-options-apply = Начать новую игру с этими параметрами
site-option-default = по умолчанию: { $value }
site-yes = да
site-no = нет
site-choose = Выберите:
site-choice-sow = Сеять из лунки { $pit }
site-choice-plant = Посадить зерно в лунку { $pit }
site-choice-cw = По часовой стрелке
site-choice-ccw = Против часовой стрелки
site-choice-head = Сеять из головы { $pit }
site-choice-go = Сеять дальше
site-choice-stop = Остановиться здесь
site-choice-take = Забрать ещё из лунки { $pit }
site-choice-pass = Хватит, больше не брать
site-choice-finish = Закончить ход
site-choice-cancel = Отменить выбор
site-link-error = Ссылка повреждена: { $why }
site-link-bad-position = Позиция в ссылке неправильная: { $why } Показана обычная начальная позиция.
site-link-bad-move = Ход № { $number } («{ $token }») из ссылки сделать нельзя: { $why } Показана партия до последнего правильного хода.
site-link-bad-variant = Показан список игр.
site-rules-title = Правила игры «{ $name }»
site-rules-missing = Страницу правил этой игры ещё пишут. Играть уже можно.
site-rule-sources = Источник: { $sources }
site-rule-proposal = Статьи об этом молчат, поэтому здесь принято наше решение.
site-rule-id = Правило { $id }
site-sources-heading = Статьи-источники
site-options-heading = Параметры
