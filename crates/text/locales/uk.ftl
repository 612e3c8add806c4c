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
## chosen instead when the step cites that rule. Besides the named arguments, the Narrator passes
## selectors: $row (inner/outer/near), $half (own/opponent), $zone (outskirts/centre/none),
## $why for a relay (a number: 1 occupied, 2 outer row, 3 opposite empty, 4 non-capturing move,
## 5 a start of 16+, 6 first sowing captured nothing, 7 count, 8 next pit full, 9 safari, 10 joins
## a capture), $from-kind (pit/hand), $dest (own/other/off/pit),
## $head (left/right), $planting (yes/no), and pit names or `none` in $facing, $start, $landing.

step-pick-up = { $player } бере { $seeds } з ямки { $pit }.
step-pick-up--HUS-3 = { $player } бере { $seeds } з ямки { $pit }: ходити можна лише з ямки, де зерен більше одного.
step-pick-up--OMW-4 = { $player } бере { $seeds } з ямки { $pit }: одинаків не сіють, тільки ямки з двома зернами й більше.
step-pick-up--CH-2 = { $player } бере { $seeds } з ямки { $pit }: сіяти одинака тут не можна.
step-pick-up--CH-3 = Перший хід роблять з однієї з двох крайніх правих ямок зовнішнього ряду: { $player } бере { $seeds } з ямки { $pit }.
step-pick-up--KIM-5 = Перший хід гри — проста естафетна сівба без садіння: { $player } бере { $seeds } з ямки { $pit }.
step-pick-up--KIM-6 = { $player } бере { $seeds } з ямки { $pit } разом із посадженим і сіє естафетою; під час садіння збору немає.
step-pick-up--KIM-7 = Жнива: { $player } бере { $seeds } з ямки { $pit } і сіє за годинниковою стрілкою.
step-pick-up--KS-5 = Два доми — ніби один дім: { $player } бере також { $seeds } з другого дому.
step-pick-up--KSW-12 = Хід холостий: { $player } бере { $seeds } з ямки { $pit }, куди посадив зерно, і сіє їх.
step-pick-up--KSW-15 = Жнива: { $player } бере { $seeds } з ямки { $pit } і сіє в обраний бік.
step-pick-up--KSW-17 = { $player } бере { $seeds } з ямки { $pit }: з 16 зерен і більше хід завжди холостий.
step-pick-up--KUJ-5 = { $player } бере { $seeds } з ямки { $pit } і сіє в обраний бік.
step-pick-up--KUJ-8 = { $player } бере { $seeds } з ямки { $pit }: з 16 зерен і більше хід завжди холостий.
step-pick-up--BKL-3 = { $player } бере одинака з ямки { $pit }: одинаком можна ходити лише тоді, коли в гравця немає жодної ямки з двома зернами чи більше, — так і є.
step-pick-up--KIA-4 = { $player } бере одинака з ямки { $pit }: одинаком ходять, лише коли лишилися самі одинаки, і тільки тим, чиє зерно впаде в порожню ямку, — так і є.
step-pick-up--KAB-3 = { $player } бере одинака з ямки { $pit }: коли лишилися самі одинаки, ходять тим, що починає естафету, а як такого немає — тим, чиє зерно впаде в порожню ямку.
step-pick-up--A41 = { $player } бере одинака з ямки { $pit }: коли лишилися самі одинаки, за цим варіантом правил можна ходити будь-яким.
step-pick-up--KSW-18 = Дім обкладено податком: { $player } бере з нього лише { $seeds }, і хід буде холостим.

step-sow-pit = Зерно падає в ямку { $pit }.
step-sow-store = Зерно падає в амбар { $owner-gen }.

step-skip-pit = Ямку { $pit }, з якої почався хід, сівба оминає.
step-skip-pit--OW-6 = Сівба оминає ямку { $pit }, з якої почався хід: наприкінці ходу вона завжди порожня.
step-skip-pit--A6 = За цим варіантом правил сівба оминає ямку { $pit }, з якої почався хід.
step-skip-pit--BKC-4 = Сівба оминає ямку { $pit }, з якої почався хід: вона лишається порожньою до кінця ходу.
step-skip-store = Амбар { $owner-gen } сівба оминає: кожен сіє лише у свій.
step-skip-store--KAL-5 = Амбар суперника сівба оминає: зерна кладуть лише у власний амбар.
step-skip-store--A13 = За цим варіантом правил у свій амбар сіють, а амбар { $owner-gen } оминають.
step-skip-store--A21 = Амбар { $owner-gen } сівба оминає: коло складають 16 ямок і лише власний амбар.

step-lap = Сівба пішла на { $lap ->
    [2] друге
    [3] третє
    [4] четверте
    [5] п’яте
    [6] шосте
    [7] сьоме
    [8] восьме
    [9] дев’яте
    [10] десяте
   *[other] наступне
} коло.

step-relay = Останнє зерно впало в непорожню ямку { $pit }, тож { $player } бере звідти { $seeds } і сіє далі.
step-relay--NAM-6 = У ямці { $pit } тепер { $seeds } — не одне й не чотири, тож { $player } бере їх і сіє далі.
step-relay--BKL-5 = Останнє зерно впало в ямку { $pit }, де вже були зерна: { $player } бере { $seeds } і сіє далі, поки не влучить у порожню.
step-relay--KIA-5 = Останнє зерно впало в ямку { $pit }, де вже були зерна: { $player } бере { $seeds } і сіє далі, поки не влучить у порожню.
step-relay--KAB-2 = Останнє зерно лягло в порожню ямку, але в наступній, ямці { $pit }, більше одного зерна: { $player } бере { $seeds } і продовжує хід.
step-relay--HUS-5 = { $row ->
    [outer] Ямка { $pit } непорожня, а із зовнішнього ряду не збирають: { $player } бере { $seeds } і сіє далі.
   *[other] { $why ->
        [3] Ямка { $pit } непорожня, але ямка суперника навпроти неї порожня, тож збору немає: { $player } бере { $seeds } і сіє далі.
        [4] Ямка { $pit } непорожня, але за цим варіантом правил перший хід гравця нічого не збирає: { $player } бере { $seeds } і сіє далі.
        [1] Ямка { $pit } непорожня, а за Мюрреєм збирають, лише коли останнє зерно падає в порожню ямку: { $player } бере { $seeds } і сіє далі.
       *[other] Ямка { $pit } непорожня, але збору з неї немає, тож { $player } бере { $seeds } і сіє далі.
    }
}
step-relay--HUS-6 = До захоплених зерен { $player } додає { $seeds } з ямки { $pit } і сіє все з наступної ямки; сама ця ямка лишається порожньою.
step-relay--OMW-6 = { $row ->
    [outer] Ямка { $pit } непорожня, а із зовнішнього ряду не збирають: { $player } бере { $seeds } і сіє далі.
   *[other] Ямка { $pit } непорожня, але хоча б одна з двох ямок суперника навпроти порожня, тож збору немає: { $player } бере { $seeds } і сіє далі.
}
step-relay--CH-2b = { $row ->
    [outer] Ямка { $pit } непорожня, а із зовнішнього ряду не збирають: { $player } бере { $seeds } і сіє далі.
   *[other] Ямка { $pit } непорожня, але навпроти нема чого збирати, тож { $player } бере { $seeds } і сіє далі.
}
step-relay--C4-2 = { $row ->
    [outer] Ямка { $pit } непорожня, а із зовнішнього ряду не збирають: { $player } бере { $seeds } і сіє далі.
   *[other] { $why ->
        [3] Ямка { $pit } непорожня, але ямка суперника навпроти неї порожня, тож збору немає: { $player } бере { $seeds } і сіє далі.
        [4] Ямка { $pit } непорожня, але збирають лише в жнива: { $player } бере { $seeds } і сіє далі.
       *[other] Ямка { $pit } непорожня, а збору тут немає, тож { $player } бере { $seeds } і сіє далі.
    }
}
step-relay--KUJ-9 = { $row ->
    [outer] Ямка { $pit } непорожня, а із зовнішнього ряду не збирають: { $player } бере { $seeds } і сіє далі.
   *[other] { $why ->
        [5] Ямка { $pit } непорожня, але хід холостий — він почався з ямки, де було 16 зерен чи більше: { $player } бере { $seeds } і сіє далі.
        [4] Ямка { $pit } непорожня, але хід холостий, тож збору не буде: { $player } бере { $seeds } і сіє далі.
        [6] Ямка { $pit } непорожня, а навпроти порожньо: перша сівба нічого не зібрала, тож хід холостий. { $player } бере { $seeds } і сіє далі.
        [3] Ямка { $pit } непорожня, але навпроти порожньо, тож збору тут немає: { $player } бере { $seeds } і сіє далі.
       *[other] Ямка { $pit } непорожня, а збору з неї немає: { $player } бере { $seeds } і сіє далі.
    }
}
step-relay--KSW-13 = { $row ->
    [outer] Ямка { $pit } непорожня, а із зовнішнього ряду не збирають: { $player } бере { $seeds } і сіє далі.
   *[other] { $why ->
        [5] Ямка { $pit } непорожня, але хід холостий — він почався з ямки, де було 16 зерен чи більше: { $player } бере { $seeds } і сіє далі.
        [4] Ямка { $pit } непорожня, але хід холостий, тож збору не буде: { $player } бере { $seeds } і сіє далі.
        [6] Ямка { $pit } непорожня, а навпроти порожньо: перша сівба нічого не зібрала, тож хід холостий. { $player } бере { $seeds } і сіє далі.
        [3] Ямка { $pit } непорожня, але навпроти порожньо, тож збору тут немає: { $player } бере { $seeds } і сіє далі.
       *[other] Ямка { $pit } непорожня, а збору з неї немає: { $player } бере { $seeds } і сіє далі.
    }
}
step-relay--KSW-18 = Сафарі: останнє зерно впало в дім, і { $player } бере з нього { $seeds } та сіє далі; дім руйнується.

step-capture-store = { $taker } забирає до свого амбара { $seeds } з ямки { $pit }.
step-capture-store--KAL-8 = { $half ->
    [own] До амбара йде й саме останнє зерно з ямки { $pit }.
   *[other] Останнє зерно лягло в порожню ямку свого ряду (ямка { $facing }), тож { $player } забирає до амбара { $seeds } з ямки { $pit } навпроти.
}
step-capture-store--A1 = Навпроти порожньо, але за цим варіантом правил { $player } однаково кладе до амбара останнє зерно з ямки { $pit }.
step-capture-store--OW-7 = У ямці { $pit } — { $seeds }, два чи три, тож { $player } забирає їх до амбара.
step-capture-store--A7 = Сусідня ямка { $pit } теж має { $seeds } — два чи три, тож за правилами варі { $player } забирає й їх.
step-capture-store--NAM-5 = У ямці { $pit } стало чотири зерна: четвірку одразу забирає власник ямки — { $taker }.
step-capture-store--NAM-6 = Останнє зерно зробило в ямці { $pit } четвірку: її забирає той, хто ходить, — { $taker }, і хід закінчується.
step-capture-store--A17 = У ямці { $pit } стало чотири зерна: за цим варіантом четвірку завжди забирає той, хто ходить, — { $taker }.
step-capture-store--NAM-7 = { $from-kind ->
    [hand] Раунд закінчено: { $taker } забирає й зерна, що лишалися в руці, — { $seeds }.
   *[other] Лишалося вісім зерен, тож хто взяв четвірку, забирає й решту: { $taker } бере { $seeds } з ямки { $pit }.
}
step-capture-store--A21 = За цим варіантом до амбара йде й саме останнє зерно з ямки { $pit }.
step-capture-store--BKC-6 = Останнє зерно лягло в порожню ямку свого ряду (ямка { $facing }), тож { $player } забирає до амбара { $seeds } з ямки { $pit } навпроти.
step-capture-store--BKL-6 = Хід закінчився в порожній ямці { $facing } на своєму боці, тож { $player } забирає до амбара { $seeds } з ямки { $pit } навпроти.
step-capture-store--KIA-6 = { $row ->
    [outer] Задня ямка суперника { $pit } теж непорожня: { $player } забирає до амбара ще { $seeds } з неї.
   *[other] Останнє зерно лягло в порожню ямку { $facing }: { $player } забирає до амбара { $seeds } з ямки { $pit } навпроти.
}
step-capture-store--A39 = { $row ->
    [outer] Задня ямка суперника { $pit } теж непорожня: { $player } забирає до амбара ще { $seeds } з неї.
   *[other] За Мюрреєм останнє зерно має лягти в порожню ямку, і воно лягло в ямку { $facing }, тож { $player } забирає до амбара { $seeds } з ямки { $pit } навпроти.
}
step-capture-store--MOR-1 = За правилом моруби { $player } додатково забирає { $seeds } з ямки { $pit }: за цим правилом можна взяти з будь-якої ямки суперника.

step-capture-hand = { $player } забирає { $seeds } з ямки { $pit } суперника й сіятиме захоплене на своєму боці.
step-capture-hand--HUS-6 = { $row ->
    [outer] { $player } бере й { $seeds } із задньої ямки суперника { $pit }.
   *[other] Останнє зерно лягло в непорожню ямку { $facing }, а навпроти є зерна: { $player } бере в руку { $seeds } з ямки { $pit }.
}
step-capture-hand--OMW-6 = { $row ->
    [outer] { $start ->
        [none] …і ще { $seeds } з ямки { $pit } позаду неї.
       *[other] …і ще { $seeds } з ямки { $pit } позаду неї; захоплене сіється з ямки { $start }, поруч із ямкою, звідки востаннє брали зерна.
    }
   *[other] Ямка { $facing } була непорожня, а обидві ямки суперника навпроти мають зерна: { $player } бере { $seeds } з ямки { $pit }…
}
step-capture-hand--CH-4 = { $row ->
    [outer] { $start ->
        [none] …і { $seeds } з ямки { $pit } позаду неї.
       *[other] …і { $seeds } з ямки { $pit } позаду неї; захоплене сіється, починаючи з ямки { $start }.
    }
   *[other] { $start ->
        [none] Збір перед ходом обов’язковий: навпроти ямки { $facing } є зерна, тож { $player } бере { $seeds } з ямки { $pit }…
       *[other] Збір перед ходом обов’язковий: навпроти ямки { $facing } є зерна, тож { $player } бере { $seeds } з ямки { $pit } і сіє захоплене, починаючи з ямки { $start }.
    }
}
step-capture-hand--CH-5 = { $row ->
    [outer] { $start ->
        [none] …і { $seeds } з ямки { $pit } позаду неї.
       *[other] …і { $seeds } з ямки { $pit } позаду неї; захоплене сіється, починаючи з ямки { $start }.
    }
   *[other] { $start ->
        [none] Ямка { $facing } була непорожня, а навпроти є зерна: { $player } бере { $seeds } з ямки { $pit }…
       *[other] Ямка { $facing } була непорожня, а навпроти є зерна: { $player } бере { $seeds } з ямки { $pit } і сіє захоплене, починаючи з ямки { $start }.
    }
}
step-capture-hand--KIM-7 = { $start ->
    [none] Ямка { $facing } була непорожня, а навпроти є зерна: { $player } бере { $seeds } з ямки { $pit } і сіє захоплене на своєму боці.
   *[other] Ямка { $facing } була непорожня, а навпроти є зерна: { $player } бере { $seeds } з ямки { $pit } і сіє захоплене, починаючи з ямки { $start }.
}
step-capture-hand--KUJ-10 = Ямка { $facing } була непорожня, а навпроти є зерна: { $player } бере { $seeds } з ямки { $pit }; зовнішній ряд суперника недоторканий.
step-capture-hand--KSW-9 = Навпроти посадженого зерна є зерна суперника, тож хід збиральний: { $player } бере { $seeds } з ямки { $pit }.
step-capture-hand--KSW-13 = Ямка { $facing } була непорожня, а навпроти є зерна, тож збір триває: { $player } бере { $seeds } з ямки { $pit }.
step-capture-hand--KS-5 = Два доми суперника — ніби один: разом із внутрішнім { $player } забирає й { $seeds } із зовнішнього дому.
step-capture-pit = { $count ->
    [one] { $seeds } з ямки { $pit } переходить на бік { $player-gen }.
   *[other] { $seeds } з ямки { $pit } переходять на бік { $player-gen }.
}
step-capture-other = { $player } забирає { $seeds } з { $pit }.

step-plant = { $player } садить зерно із запасу в ямку { $pit }.
step-plant--KSW-8 = { $player } садить зерно із запасу в непорожню ямку { $pit }: садять лише у внутрішній ряд і лише в зайняту ямку.
step-plant--KIM-6 = { $player } садить зерно із запасу у свою непорожню ямку { $pit }.

step-transfer = Зерна переходять із { $from } до { $to }: { $seeds }.
step-transfer--KAL-11 = Гру закінчено: решту зерен свого ряду { $owner } кладе до амбара — { $seeds } з ямки { $pit }.
step-transfer--OW-12 = { $dest ->
    [own] Гру закінчено: { $owner } забирає зерна свого ряду — { $seeds } з ямки { $pit }.
    [off] Зерна, що лишилися, не зараховуються нікому: { $seeds } з ямки { $pit } знімають з дошки.
   *[other] Гру закінчено: за цим варіантом залишок отримує гравець, що лишився без зерен, — { $owner } бере { $seeds } з ямки { $pit }.
}
step-transfer--A12 = Гру закінчено: кожен забирає зерна свого ряду — { $owner } бере { $seeds } з ямки { $pit }.
step-transfer--A19a = Раунд зациклився: зерна дістаються власникам ямок — { $owner } бере { $seeds } з ямки { $pit }.
step-transfer--BKC-7 = Гру закінчено: { $owner } забирає зерна, що лишилися, — { $seeds } з ямки { $pit }.
step-transfer--BKL-8 = Гру закінчено: { $owner } забирає зерна, що лишилися, — { $seeds } з ямки { $pit }.
step-transfer--NAM-8 = Новий раунд: { $owner } кладе в ямку { $to } { $seeds } зі своїх зібраних.
step-transfer--OMW-2 = Розстановка: { $owner } переносить { $seeds } із зовнішньої ямки { $from } у внутрішню ямку { $to }.

step-owner = Ямка { $pit } тепер належить { $owner-dat }.
step-owner--NAM-8 = Ямка { $pit } тепер належить { $owner-dat }: її заповнено зернами нового власника.
step-house-destroyed = Дім { $owner-gen } зруйновано: відтепер це звичайна ямка.
step-house-destroyed--KSW-18 = Дім { $owner-gen } спорожнів і зруйнувався: відтепер це звичайна ямка.
step-house-destroyed--KS-5 = Обидва доми { $owner-gen } зруйновано: відтепер це звичайні ямки.
step-extra-turn = { $over ->
    [yes] Ще одного ходу не буде: гра на цьому закінчується.
   *[no] { $player } ходить ще раз.
}
step-extra-turn--KAL-7 = Останнє зерно впало у власний амбар{ $over ->
    [yes] , але ще одного ходу не буде: гра на цьому закінчується.
   *[no] , тож { $player } ходить ще раз.
}
step-extra-turn--BKC-5 = Останнє зерно впало у власний амбар{ $over ->
    [yes] , але ще одного ходу не буде: гра на цьому закінчується.
   *[no] , тож { $player } ходить ще раз.
}
## The end of a turn: why it passes, then to whom ($next-gen, $next-dat). Why: the engine's reason ($why, a number:
## 1 captured, 2 opponent-row, 3 own-occupied, 4 opposite-empty, 5 own-row, 6 count, 7 own-store,
## 8 opponent-store, 9 outside, 10 grand-slam, 11 chain-edge, 12 chain-broken, 13 empty-pit,
## 14 stopped, 15 passed, 16 count-taken, 17 round-over, 18 set-up, 19 race, 20 endless,
## 21 inner-emptied, as the engine's `TurnEndReason::parts` numbers them; $pit, $seeds
## where the reason names them).
step-turn-end = { $why ->
    [1] Після збору хід закінчується.
    [2] Останнє зерно впало на бік суперника, у ямку { $pit }, а там збору немає.
    [3] Останнє зерно впало у свою ямку { $pit }, але вона не була порожня, тож збору немає.
    [4] Останнє зерно впало в порожню ямку { $pit }, але навпроти порожньо, тож забирати нічого.
    [5] Останнє зерно лягло у свою ямку { $pit }, а збирають лише на боці суперника.
    [6] У ямці { $pit } тепер — { $seeds }, а не два чи три, тож збору немає.
    [7] Останнє зерно лягло у свій амбар, тож збору немає.
    [8] Останнє зерно лягло в амбар суперника, і хід закінчено.
    [9] Останнє зерно лягло в ямку { $pit }, а за цим варіантом правил з неї не збирають.
    [10] Збору немає: він забрав би всі зерна суперника.
    [11] Ланцюжок дійшов до краю ряду суперника, тож закінчується.
    [12] У ямці { $pit } — { $seeds }, а не два чи три, тож ланцюжок обривається.
    [13] Останнє зерно лягло в порожню ямку { $pit }, тож сівба закінчилася.
    [14] Сівба зупинилася, і хід закінчено.
    [15] Хід пропущено.
    [16] У ямці { $pit } стало { $seeds }: їх забрано, і на цьому хід закінчується.
    [17] Раунд закінчено: далі гравці розставляють зерна нового раунду.
    [18] Розстановку зроблено.
    [19] Обидва гравці закінчили перший хід; далі першим ходить той, хто закінчив раніше.
    [20] Сівба не закінчилася б ніколи, тож хід зупинено.
    [21] Внутрішній ряд спорожнів, тож хід зупинено.
   *[other] Хід закінчено.
}{ $over ->
    [yes] {""}
   *[no] {" "}Хід переходить до { $next-gen }.
}
step-game-end-win = Гру закінчено: перемагає { $winner } ({ $reason }).
step-game-end-draw = Гру закінчено внічию ({ $reason }).

note-must-feed = У суперника немає зерен, тож цей хід мусить дати йому хоча б одне.
note-must-feed--OW-10 = У суперника немає зерен, тож { $player } мусить зробити хід, що дасть йому хоча б одне.
note-grand-slam = Такий хід забрав би всі зерна суперника, тому збору немає.
note-grand-slam--A9 = Цей хід забрав би всі зерна суперника, тож за цим варіантом правил збору немає.
note-pass = { $player } не має чим ходити й пропускає хід.
note-pass--NAM-3 = У ямках, що належать { $player-dat }, немає зерен, тож хід пропущено.
note-direction-cw = { $player } сіє за годинниковою стрілкою.
note-direction-ccw = { $player } сіє проти годинникової стрілки.
note-direction-cw--KIM-3 = У цій грі всі ходи йдуть за годинниковою стрілкою.
note-direction-cw--KSW-12 = Навпроти посадженого зерна порожньо, тож хід холостий, і напрямок обирає гравець: { $player } сіє за годинниковою стрілкою.
note-direction-ccw--KSW-12 = Навпроти посадженого зерна порожньо, тож хід холостий, і напрямок обирає гравець: { $player } сіє проти годинникової стрілки.
note-direction-cw--KSW-15 = Жнива: { $player } обирає напрямок — за годинниковою стрілкою.
note-direction-ccw--KSW-15 = Жнива: { $player } обирає напрямок — проти годинникової стрілки.
note-direction-cw--KUJ-5 = { $player } обирає напрямок ходу — за годинниковою стрілкою.
note-direction-ccw--KUJ-5 = { $player } обирає напрямок ходу — проти годинникової стрілки.
note-direction-cw--KUJ-11 = Напрямок змінюється: від лівої голови сівба йде за годинниковою стрілкою.
note-direction-ccw--KUJ-11 = Напрямок змінюється: від правої голови сівба йде проти годинникової стрілки.
note-direction-cw--OMW-8 = { $player } сіє з крайньої лівої ямки за годинниковою стрілкою: так можна, бо ця сівба закінчиться збором.
note-direction-ccw--OMW-8 = Звідси можна було б сіяти назад, але { $player } сіє проти годинникової стрілки, як зазвичай.
note-direction-cw--CH-6 = { $player } сіє за годинниковою стрілкою: так можна лише тоді, коли сівба веде до збору.
note-direction-ccw--CH-6 = { $player } сіє далі проти годинникової стрілки, як зазвичай.
note-head = Захоплені зерна сіються, починаючи з голови (ямка { $pit }).
note-head--KSW-10 = { $zone ->
    [outskirts] Збір був в околиці (ямка { $landing }), тож зерна йдуть у найближчу голову — { $head ->
        [left] ліву, і далі за годинниковою стрілкою.
       *[other] праву, і далі проти годинникової стрілки.
    }
    [centre] { $planting ->
        [yes] Збір не в околиці, і це перший збір ходу, тож голову обрано вільно: { $head ->
            [left] ліву, і далі за годинниковою стрілкою.
           *[other] праву, і далі проти годинникової стрілки.
        }
       *[other] Збір не в околиці, тож напрямок зберігається: зерна йдуть у { $head ->
            [left] ліву голову і далі за годинниковою стрілкою.
           *[other] праву голову і далі проти годинникової стрілки.
        }
    }
   *[other] Захоплені зерна сіються, починаючи з голови: { $head ->
        [left] з лівої — за годинниковою стрілкою.
       *[other] з правої — проти годинникової стрілки.
    }
}
note-head--KUJ-11 = { $zone ->
    [outskirts] Збір був в околиці (ямка { $landing }), тож зерна йдуть у найближчу голову — { $head ->
        [left] ліву, і далі за годинниковою стрілкою.
       *[other] праву, і далі проти годинникової стрілки.
    }
    [centre] Збір не в околиці, тож напрямок зберігається: зерна йдуть у { $head ->
        [left] ліву голову і далі за годинниковою стрілкою.
       *[other] праву голову і далі проти годинникової стрілки.
    }
   *[other] Захоплені зерна сіються, починаючи з голови: { $head ->
        [left] з лівої — за годинниковою стрілкою.
       *[other] з правої — проти годинникової стрілки.
    }
}
note-stop = Хід зупиняється в ямці { $pit }.
note-stop--KSW-18 = Хід зупиняється в домі: цілий робочий дім зупиняє сівбу (у збиральному ході — на вибір гравця).
note-stop--KS-2 = Хід зупиняється в домі: зовнішній дім зупиняє сівбу завжди, внутрішній — на вибір гравця.
note-stop--KSW-21 = Ямку { $pit } заблоковано, тож сівба в ній зупиняється.
note-harvest = Запас { $owner-gen } вичерпано: далі лише жнива.
note-harvest--KSW-14 = Запас { $owner-gen } вичерпано: садіння закінчилося, далі жнива.
note-harvest--A33 = Запас { $owner-gen } вичерпано: садіння закінчилося, далі жнива зі збором.
note-endless = Цей хід не закінчується: сівба кружляє без кінця.
note-endless--ENG-LOOP = Сівба тут ніколи б не закінчилася, тож гра завершується внічию.
note-endless--KSW-23 = Сівба пройшла дванадцять кіл без збору: це безконечний хід.
note-blocked = Ямку { $pit } заблоковано на наступний хід суперника.
note-blocked--KSW-21 = Ямку { $pit } заблоковано: наступним ходом суперник не може з неї сіяти, а його сівба в ній зупиниться.
note-block-lifted = Ямку { $pit } більше не заблоковано.
note-block-lifted--A27 = Блокування з ямки { $pit } знято: воно діє лише один хід.
note-round = Починається раунд { $round }.
note-round--NAM-8 = Починається раунд { $round }: кожен володіє стількома ямками, скільки четвірок зібрав.

## Texts: pit names and reasons. A pit the learner's way (after the word «ямка», any case):
## numbered from 1 from its owner's left; $rows two/four, $row inner/outer/near, $n, $owner-gen.
pit-label = { $rows ->
    [four] { $n } { $row ->
        [inner] внутрішнього
       *[outer] зовнішнього
    } ряду { $owner-gen }
   *[two] { $n } { $owner-gen }
}
## A move in the learner's words (move_label): one part per action of the move.
move-label = { $part ->
    [plant] садіння в ямку { $pit }
    [take] збір з ямки { $pit }
    [head-left] з лівої голови
    [head-right] з правої голови
    [cw] за годинниковою стрілкою
    [ccw] проти годинникової стрілки
    [go] сафарі: сівба йде далі
    [stop] зупинка в домі
    [pass-turn] пропуск ходу: сіяти нічого
    [pass] без додаткових ямок
   *[sow] хід з ямки { $pit }
}
## A task's solution with the move in the learner's words ($move from move_label).
lesson-solution = Розв’язок: { $move }.

## Why a game ended.
end-row_empty = ряд одного з гравців спорожнів
end-cannot_move = гравцеві, чия черга, нема чим ходити
end-majority = один із гравців зібрав понад половину зерен
end-cannot_feed = суперника нема чим нагодувати
end-agreed = гравці домовилися закінчити
end-repetition = позиція повторилася
end-no_seeds = у гравця не лишилося зерен
end-inner_row_empty = { $loser ->
    [none] внутрішні ряди обох гравців спорожніли
    [someone] внутрішній ряд одного з гравців спорожнів
   *[other] внутрішній ряд { $loser } спорожнів
}
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
illegal-must-capture = Є хід зі збором, а збирати обов’язково.
illegal-priority = Є хід, який за правилами має перевагу над цим.
illegal-endless = Цей хід ніколи б не закінчився.
illegal-blocked = Ця ямка заблокована.
illegal-plant-target = Садити зерно сюди не можна.
illegal-direction = У цьому напрямку звідси сіяти не можна.
illegal-other = Правила забороняють цей хід.
illegal-incomplete-plant = Хід ще не завершено: оберіть ямку, куди посадити зерно.
illegal-incomplete-direction = Хід ще не завершено: оберіть напрямок сівби.
illegal-incomplete-head = Хід ще не завершено: оберіть голову, з якої сіяти зібрані зерна.
illegal-incomplete-stop-or-go = Хід ще не завершено: оберіть, зупинитися в домі чи сіяти далі.
illegal-incomplete-other-sowing = Хід ще не завершено: оберіть ямку першої сівби суперника.
illegal-incomplete-take-or-pass = Хід ще не завершено: оберіть ще одну ямку, з якої забрати, або відмовтеся.
illegal-incomplete-take = Хід ще не завершено: оберіть ще одну ямку, з якої забрати.
illegal-incomplete-take-or-leave = Хід ще не завершено: оберіть, забрати четвірку чи лишити її.
illegal-incomplete-setup-or-pass = Хід ще не завершено: оберіть ще одну ямку розставлення або завершіть його.
illegal-incomplete-setup = Хід ще не завершено: оберіть ще одну ямку в ряду суперника для розставлення.
illegal-incomplete-pit = Хід ще не завершено: оберіть ямку, з якої сіяти.
illegal-incomplete-other = Хід ще не завершено: зробіть наступний вибір.
illegal-unexpected = Такого вибору в цьому ході немає.
illegal-rule = правило { $rule }

## Bad input. error-family-not-built: a game of the family an embed built with one family leaves
## out; $rows (two/four) is the game's family.
error-position-syntax = Запис позиції не вдалося прочитати (символ { $column }).
error-position-syntax-why = Запис позиції не вдалося прочитати: у символі { $column } { $why ->
    [number] очікувалося число.
    [too-large] завелике число.
    [seeds] { $key } має { $count } зерен, а можна щонайбільше 255.
    [list] після «{ $key }=» має бути список ямок у квадратних дужках: [4,4,4].
    [comma-or-bracket] у списку «{ $key }» числа розділяють комою, а список закриває «]».
    [pair] два числа (для Півдня й Півночі) розділяють комою: moves=3,2.
    [to-move] позиція закінчується словами «, S to move» або «, N to move» (хто ходить).
    [key-value] очікувалося «ключ=значення».
    [destroyed] про дім можна написати лише «destroyed» (зруйновано).
    [starter] після «starter=» пишуть S або N.
    [result] результат пишуть так: result=S:причина, N:причина або draw:причина.
    [key] ключа «{ $key }» у записі позиції немає.
    [mixed-rows] змішано ключі двох рядів (S=) і чотирьох рядів (S.I=).
    [rows] бракує рядів дошки: для двох рядів — S=[…] і N=[…], для чотирьох — S.I, S.O, N.I і N.O.
    [pit] «{ $key }» — не ямка цієї дошки.
   *[owner] у «own=» для кожної ямки пишуть S або N.
}
error-position-layout = Ця дошка має інший розмір, ніж потрібно для цієї гри.
error-position-pit-count = У ряді { $row } { $found }, а має бути { $expected }.
error-position-seed-count = У { $place } забагато зерен: { $count }, а можна щонайбільше { $max }.
error-position-too-many = У позиції { $total } зерен, а можна щонайбільше { $max }.
error-position-inconsistent = Позиція суперечить правилу { $rule }.
error-position-over = Гра в цій позиції вже закінчилася, бо { $reason } (правило { $rule }): допишіть до позиції її результат (result=…).
error-position-endless = Жоден хід гравця, чия черга, не мав би кінця, тож гра в цій позиції вже закінчилася нічиєю (правило { $rule }): допишіть до позиції результат (result=…).
error-position-no-part = { $part ->
    [stores] У цій грі немає амбарів (правило { $rule }): зібрані зерна лишаються на дошці, тож SS і NS мають бути 0.
    [off] У цій грі зерна не покидають дошку (правило { $rule }), тож off має бути 0.
    [reserves] У цій грі немає запасу зерен, які садять на дошку (правило { $rule }), тож S.res і N.res мають бути 0.
    [rounds] Ця гра йде в один раунд, його починає Південь, і кожен гравець володіє своєю половиною дошки (правило { $rule }), тож round=, own= і starter= тут не пишуть.
    [house] У цій грі немає дому (правило { $rule }), тож зруйнувати його не можна.
   *[blocked] Ця гра йде без блокування (правило { $rule }), тож жодну ямку не можна заблокувати.
}
error-position-off-before-end = Зерна покидають дошку лише тоді, коли гра закінчується (правило { $rule }): допишіть результат або поставте off=0.
error-position-blocked-off-board = Заблокована ямка № { $index } — не ямка цієї дошки (правило { $rule }).
error-position-blocked-not-inner = Заблокувати можна лише ямку внутрішнього ряду, а не ямку { $pit } (правило { $rule }).
error-position-empty-house = Ямка { $pit } — дім, і вона порожня, а порожній дім зруйновано (правило { $rule }): напишіть { $side }.house=destroyed.
error-position-columns = Дошки на { $columns } стовпчиків немає в жодній грі (правило { $rule }).
error-position-round-zero = Раунди лічать від першого (правило { $rule }), тож round=0 не буває.
error-position-first-round-owners = У першому раунді кожен гравець володіє ямками свого ряду (правило { $rule }), тож own= тут не пишуть.
error-position-not-the-setter = Дошка порожня, а наступний раунд розставляє той, у кого більше зерен (правило { $rule }), тоді як черга в позиції — за іншим гравцем.
error-position-setup-without-choice = Дошка порожня, але розставлення нового раунду не лишає вибору (правило { $rule }): дайте позицію вже після розставлення.
error-position-repeated-key = У записі позиції ключ «{ $key }» повторено (символ { $column }): кожен ключ пишуть один раз.
error-position-row-too-long = У ряді { $row } { $found }, а дошка має щонайбільше { $max } стовпчиків.
error-position-false-majority = Позиція віддає перемогу { $winner } за більшістю зерен, але в амбарі { $winner-gen } лише { $own }, а в амбарі суперника — { $other }.
error-position-false-majority-draw = Позиція каже, що гра скінчилася внічию за більшістю зерен, але в амбарі Півдня { $south }, а в амбарі Півночі — { $north }.
error-unknown-variant = Гри «{ $id }» немає.
error-family-not-built = { $rows ->
    [four] «{ $id }» — гра на чотирьох рядах, а на цій дошці є лише ігри на двох рядах.
   *[two] «{ $id }» — гра на двох рядах, а на цій дошці є лише ігри на чотирьох рядах.
}
error-unknown-option = У цієї гри немає параметра «{ $key }».
error-bad-option-value = Параметр «{ $key }» не може мати значення «{ $value }».
error-malformed-option = Параметр має бути записаний як «назва=значення», а не «{ $text }».
error-option-undeclared = Помилка рушія: правила гри «{ $id }» читають параметр «{ $key }», якого ця гра не має.
error-option-unhandled = Помилка рушія: правила гри «{ $id }» не знають, що означає значення «{ $value }» параметра «{ $key }».
error-move-parse-empty = Хід порожній: у ньому немає ні ямки, ні вибору.
error-move-parse =
    { $whole ->
        [yes] Хід «{ $token }» не вдалося прочитати: це не назва ямки цієї дошки і не вибір у ході.
       *[no] У ході «{ $token }» не вдалося прочитати «{ $part }»: це не назва ямки цієї дошки і не вибір у ході.
    }

## Game records that cannot be read or replayed (record_error, replay_error), on the play page and in the embed.
## $first is yes when the message starts the sentence (no line and column before it).
record-at = Рядок { $line }, стовпчик { $column }: { $why }
record-error-unterminated-comment = коментар не закрито: після «{"{"}» немає «{"}"}» (дужку всередині коментаря пишуть як «\{"}"}»).
record-error-unterminated-tag = тег не закрито: після «[» немає лапок і «]».
record-error-unterminated-variation = варіант не закрито: після «(» немає «)».
record-error-unmatched-close = ця «)» нічого не закриває.
record-error-unknown-tag = невідомий тег «{ $name }». Можна писати теги Variant, Option, Start, { $known }, а свої — з початком «X-».
record-error-duplicate-tag = тег «{ $name }» записано двічі (повторювати можна лише Option).
record-error-bad-tag-name = тут має бути назва тегу (тег має вигляд [Title "…"]).
record-error-bad-tag-value = тут має бути значення тегу в лапках (тег має вигляд [Title "…"]).
record-error-bad-tag-close = після значення тегу має стояти «]».
record-error-tag-after-moves = тег після ходів: усі теги пишуть на початку запису.
record-error-missing-variant = у записі немає тегу [Variant "…"] з назвою гри.
record-error-bad-option = параметр «{ $value }» записано неправильно: потрібно [Option "назва=значення"].
record-error-bad-move-number = номер ходу «{ $found }» не на своєму місці: тут має бути «{ $expected }».
record-error-number-without-move = після номера ходу має стояти сам хід.
record-error-variation-without-move = варіант «(» має стояти після ходу, замість якого його грають.
record-error-empty-variation = у варіанті «()» немає жодного ходу.
record-error-too-deep = варіанти вкладено занадто глибоко (можна щонайбільше { $max } рівні).
record-error-unexpected-char = тут не може стояти символ «{ $char }».
record-error-repeated-option = параметр «{ $key }» задано двічі: кожен параметр пишуть один раз.
record-error-too-much-size = запис задовгий: у ньому понад { $max } { $max ->
    [one] байт
    [few] байти
   *[other] байтів
}, а більше запис містити не може.
record-error-too-much-tags = у записі понад { $max } { $max ->
    [one] тег
    [few] теги
   *[other] тегів
}, а більше запис містити не може.
record-error-too-much-tag-name = назва тегу задовга: понад { $max } { $max ->
    [one] символ
    [few] символи
   *[other] символів
}.
record-error-too-much-tag-value = значення тегу задовге: понад { $max } { $max ->
    [one] символ
    [few] символи
   *[other] символів
}.
record-error-too-much-comments = у записі понад { $max } { $max ->
    [one] коментар
    [few] коментарі
   *[other] коментарів
}, а більше запис містити не може.
record-error-too-much-comment-length = коментар задовгий: понад { $max } { $max ->
    [one] символ
    [few] символи
   *[other] символів
}.
record-error-too-much-plies = у записі понад { $max } { $max ->
    [one] хід
    [few] ходи
   *[other] ходів
} (разом з варіантами), а більше запис містити не може.
record-error-too-much-token-length = хід записано задовгим словом: понад { $max } { $max ->
    [one] символ
    [few] символи
   *[other] символів
}.
record-error-option =
    { $first ->
        [yes] Параметр
       *[no] параметр
    } «{ $key }={ $value }»: { $why }
record-error-start =
    { $first ->
        [yes] Початкова позиція
       *[no] початкова позиція
    }: { $why }
record-error-move =
    { $first ->
        [yes] Хід
       *[no] хід
    } «{ $number } { $token }»: { $why }
record-error-move-variation =
    { $first ->
        [yes] Хід
       *[no] хід
    } «{ $number } { $token }» у варіанті: { $why }

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
site-link-too-long = Посилання задовге, тож сайт його не читав: { $what ->
        [moves] у ходах партії (m=)
        [position] у позиції (p=)
        [options] у параметрах гри (o=)
        [name] у назві в адресі
       *[link] в адресі
    } символів: { $length }, а можна щонайбільше { $limit }. Перевірте, чи посилання скопійоване повністю й без зайвого; довгу партію поділіть на коротші. Ось список ігор.
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
site-mark-hint = підказка
site-mark-here = тут вибір
site-mark-named = дивіться
site-mark-way = сюди
site-mark-way-left = ліворуч
site-mark-way-right = праворуч
site-turn = Ходить { $player }
site-turn-choose = { $player }: оберіть, як продовжити хід
site-game-over = Гру закінчено
site-keys-help = Стрілками можна переходити від ямки до ямки, Enter або пробіл робить хід. На кнопках показу: ← → — на один крок, ↑ ↓ — на один хід, Home і End — початок і кінець.
site-player = Покроковий показ ходу
site-play-pause-play = ▶ Відтворити
site-play-pause-pause = ❚❚ Пауза
site-seed-back = ◀ Крок
site-seed-forward = Крок ▶
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
site-choice-pass-turn = Пропустити хід: сіяти нічого
site-choice-finish = Завершити хід
site-choice-cancel = Скасувати вибір
site-choice-dir-to = { $way ->
    [left] Ліворуч
    [right] Праворуч
   *[other] { $clock ->
        [cw] За годинниковою стрілкою
       *[ccw] Проти годинникової стрілки
    }
}, першим зерном у ямку { $pit }
site-choice-head-side = Сіяти з { $way ->
    [left] лівої
   *[right] правої
} голови, ямки { $pit }
site-choice-go--KSW-18 = Сафарі: узяти зерна з дому й сіяти далі (дім зруйнується)
site-choice-stop--KSW-18 = Зупинитися в домі: дім лишається цілим
site-choice-take--OMW-2 = Перенести з ямки { $pit } у внутрішній ряд
site-link-error = Посилання пошкоджене: { $why }
site-link-bad-position = Позиція в посиланні неправильна: { $why } Показано звичайну початкову позицію.
site-link-bad-move = Хід № { $number } («{ $token }») з посилання зробити не можна: { $why } Показано гру до останнього правильного ходу.
site-link-bad-variant = Показано список ігор.
site-rules-title = Правила гри «{ $name }»
site-rule-sources = Джерело: { $sources }
site-rule-proposal = Статті про це мовчать, тож тут ми вирішили самі.
site-rule-id = Правило { $id }
site-rules-no-rule = Правила «{ $rule }» на цій сторінці немає: ось усі правила цієї гри.
site-sources-heading = Статті-джерела
site-options-heading = Параметри

## content-assets: the rules pages and lessons are fetched on demand (site/src/platform/content.rs)
site-content-loading = Завантажуємо текст…
site-content-offline =
    { $what ->
        [puzzles] Не вдалося завантажити задачі
        [lessons] Не вдалося завантажити уроки
        [page] Не вдалося завантажити сторінку
        [glossary] Не вдалося завантажити словник
       *[rules] Не вдалося завантажити правила
    }: немає зв’язку із сайтом. Перевірте з’єднання з інтернетом і спробуйте ще раз.
site-content-missing =
    { $what ->
        [puzzles] Задач цієї гри на сайті не знайдено
        [lessons] Уроків цієї гри на сайті не знайдено
        [glossary] Словника на сайті не знайдено
       *[rules] Правил цієї гри на сайті не знайдено
    }. Можливо, сайт щойно оновився: перезавантажте сторінку.
site-content-unreadable =
    { $what ->
        [puzzles] Задачі цієї гри не вдалося прочитати
        [lessons] Уроки цієї гри не вдалося прочитати
        [glossary] Словник не вдалося прочитати
       *[rules] Правила цієї гри не вдалося прочитати
    }: файл на сайті пошкоджений. Перезавантажте сторінку; якщо не допоможе, спробуйте згодом.
site-content-retry = Спробувати ще раз
## glossary: the glossary page (site/src/pages/glossary.rs) and its link on the home page.
site-glossary-link = Словник термінів: ямка, амбар, естафета, дім…
site-glossary-title = Словник термінів
site-glossary-intro = Кожне поняття тут має одне слово, те саме в уроках, у правилах і в підписах до ходів. Поруч — як його називають у самих іграх і правила, де воно діє.
site-glossary-source = У самих іграх:
site-glossary-rules = Правила:
site-glossary-unknown = У словнику немає терміна «{ $term }»; ось усі терміни.
## embed: the <mancala-board> element for other sites (site/src/embed/mod.rs, docs/EMBED.md).
site-embed-loading = Завантажуємо запис партії…
site-embed-error = Дошку не вдалося показати.
site-embed-region = Анімована дошка: { $name }
site-embed-keys = Клавіші, коли дошка у фокусі: ← → — на один крок, ↑ ↓ — на один хід, пробіл — показ або пауза, Home і End — початок і кінець.
site-embed-tap = Натисніть на дошку, щоб показати ходи або зупинити показ; стрілки ← → і ↑ ↓ крокують, коли дошка у фокусі.
site-embed-ply-start = Початкова позиція. Ходів у партії: { $total }.
site-embed-ply = { $ply } з { $total }: { $move }
site-embed-variations = Інші варіанти:
site-embed-puzzle-prompt = Задача. Ходить { $player }: натисніть ямку, з якої починається найкращий хід.
site-embed-puzzle-show = Показати розв’язок
site-embed-puzzle-right = Так, найкращий хід починається з ямки { $pit }. Ось він.
site-embed-puzzle-wrong = Найкращий хід починається не з ямки { $pit }. Спробуйте ще.
site-embed-puzzle-shown = Ось розв’язок.
site-embed-puzzle-empty = Атрибут puzzle порожній: напишіть розв’язок, наприклад puzzle="S2".
site-embed-no-variant = Не вказано гру: додайте атрибут variant (наприклад, variant="oware") або запис партії.
site-embed-bad-lang = Мову «{ $value }» не підтримано: напишіть lang="uk" або lang="ru".
site-embed-bad-start = Атрибут start має бути номером ходу (0, 1, 2…), а не «{ $value }».
site-embed-start-too-far = Атрибут start просить хід { $start }, але остання позиція партії — після ходу { $plies }.
site-embed-bad-autoplay = Атрибут autoplay може бути порожнім, true або false, а не «{ $value }».
site-embed-bad-speed = Атрибут speed має бути числом від 1 до 5, а не «{ $value }».
site-embed-bad-controls = Атрибут controls може бути true або false, а не «{ $value }».
site-embed-bad-size = Атрибут size може бути small, medium, large або шириною на зразок 480px чи 100%, а не «{ $value }».
site-embed-fetch-failed = Запис партії за адресою «{ $url }» не вдалося завантажити ({ $detail }).
site-embed-family-failed = Не вдалося завантажити правила { $rows ->
        [four] ігор на чотирьох рядах
        [two] ігор на двох рядах
       *[other] ігор
    } ({ $file }: { $detail }).
site-embed-too-long = { $what ->
        [record-text] Запис партії задовгий (символів: { $length }, а можна щонайбільше { $limit }): скоротіть його або поділіть партію між кількома дошками.
       *[other] Атрибут { $what } задовгий (символів: { $length }, а можна щонайбільше { $limit }): скоротіть його.
    }
## classroom: offline use, projector mode, printing, game records (site-offline-*, site-projector-*, site-print-*, site-record-*)

site-offline-ready = Сайт збережено на цьому пристрої: він відкриватиметься й без інтернету.
site-offline-updated = Завантажено нову версію сайту. Вона відкриється наступного разу, коли ви зайдете на сайт або оновите сторінку.
site-projector = Проєктор
site-projector-title = Режим проєктора: велика дошка, великі цифри й чіткі кольори, щоб було видно з останньої парти
site-print-link = Друк позиції
site-print-title = { $name }: позиція
site-print-to-move = Хід: { $player }
site-print-question-label = Питання до позиції (буде надруковане під дошкою, з рядками для відповіді):
site-print-question = Питання:
site-print-answer = Відповідь:
site-print-over = Гру закінчено
site-print-print = Надрукувати
site-print-download = Завантажити SVG
site-print-back = Повернутися до гри
site-print-help = На папері буде лише дошка з підписами, без меню сайту. Малюнок SVG можна вставити в текстовий документ для робочого аркуша.
site-print-bad-position = Позицію для друку не вдалося прочитати: { $why }
site-record-heading = Запис партії
site-record-help = Запис зберігає гру, її параметри, початкову позицію й усі ходи. Його можна зберегти у файл, надіслати або вставити сюди, щоб продовжити гру.
site-record-export = Завантажити файл .mancala
site-record-copy = Копіювати запис
site-record-copied = Запис скопійовано.
site-record-copy-failed = Скопіювати не вдалося: виділіть текст запису й скопіюйте його вручну.
site-record-text-label = Текст запису (можна вставити свій)
site-record-import = Відкрити запис із тексту
site-record-file = Відкрити файл запису
site-record-empty = Спершу вставте текст запису.
site-record-file-error = Файл не вдалося прочитати: { $why }
site-record-loaded = Запис відкрито: { $title }
site-record-untitled = партія без назви
site-record-dropped = Коментарі й варіанти із запису тут не показано: на дошці основна лінія партії.
## lessons-site: the course and lesson pages (site/src/pages/lesson.rs), progress on the home page
site-lesson-learn = Вчитися
site-lesson-path = Ігри стоять у порядку навчання, як радять статті: почніть згори, кожна наступна гра спирається на попередні.
site-lesson-progress-short = { $done }/{ $total }
site-lesson-progress = Пройдено { $done } з { $total } { $total ->
    [one] уроку
   *[other] уроків
}
site-lesson-course-title = Уроки гри «{ $name }»
site-lesson-course-intro = Уроки йдуть один за одним: кожен показує кілька правил на дошці й дає спробувати самому.
site-course-builds-on = Курс пояснює все з нуля, але легше буде тому, хто знає:
site-course-route = Шлях від найпростішої гри:
site-course-appendix = Додаток
site-course-appendix-about = Ці уроки — поза основним шляхом: історичні варіанти й подробиці джерел. Курс пройдено й без них.
site-lesson-loading = Завантажуємо уроки…
site-lesson-missing = Для цієї гри уроків ще немає. Правила вже можна прочитати, а грати — спробувати.
site-lesson-not-found = Уроку «{ $lesson }» у курсі цієї гри немає. Ось усі її уроки.
site-lesson-bad-step = Кроку «{ $step }» у цьому уроці немає (у ньому { $total } { $total ->
    [one] крок
    [few] кроки
   *[many] кроків
}), тож показано перший крок.
site-lesson-broken = Цей урок не вдалося відкрити: { $why }
site-lesson-done = пройдено
site-lesson-not-done = ще не пройдено
site-lesson-open = Почати урок
site-lesson-step-of = Крок уроку { $step } з { $total }
site-lesson-prev = ◀ Попередній крок
site-lesson-next = Наступний крок ▶
site-lesson-finish = Завершити урок ✓
site-lesson-replay = ↺ Показати хід ще раз
site-lesson-rules = Правила цього кроку
site-lesson-task = Завдання
site-lesson-your-move = Зробіть хід на дошці: оберіть ямку (мишею або стрілками й Enter).
site-lesson-new-terms = Нові слова: { $terms }
site-lesson-praise = Правильно! Саме такий хід і був потрібен.
site-lesson-praise-also = Правильно! Цей хід теж досягає мети.
site-lesson-right = Ваш хід — { $move }.
site-lesson-wrong = Ваш хід — { $move } — мети не досягає.
site-lesson-wrong-captured = Він забрав { $seeds }.
site-lesson-wrong-captured-none = Він не забрав жодного зерна.
site-lesson-wrong-best = А найбільше тут можна забрати { $seeds }.
site-lesson-wrong-no-extra-turn = Останнє зерно впало в { $place }, тож тепер ходить суперник.
site-lesson-wrong-no-extra-turn-plain = Додаткового ходу цей хід не дає: тепер ходить суперник.
site-lesson-wrong-last-seed = Останнє зерно впало в { $place }, а не в позначену ямку: порахуйте ще раз, скільки зерен у ямці й скільки кроків до мети.
site-lesson-place-pit = ямку { $pit }
site-lesson-place-store-own = ваш амбар
site-lesson-place-store-opp = амбар суперника
site-lesson-wrong-not-fed = Після нього в суперника так і немає жодного зерна.
site-lesson-wrong-reply = У відповідь суперник { $plant ->
    [yes] садить зерно в { $reply }
   *[no] ходить з { $reply }
} і забирає { $seeds }.
site-lesson-wrong-game-goes-on = Після нього гра триває.
site-lesson-wrong-other = Тут потрібен інший хід.
site-lesson-wrong-refuted-quiet = Найкраща відповідь суперника — { $plant ->
    [yes] садіння в { $reply }
   *[no] хід з { $reply }
}: одразу він нічого не забирає, але за кілька ходів виграє більше.
site-lesson-wrong-refuted-loss = За розрахунком комп’ютера, цей хід гірший за розв’язок приблизно на { $seeds }.
site-lesson-wrong-refuted-misses-win = Розв’язок веде до неминучої перемоги, а цей хід її упускає.
site-lesson-wrong-refuted-loses = Після цього ходу суперник виграє, хоч як би ви далі грали.
site-lesson-hint = Підказка:
site-lesson-retry = Спробувати ще раз
site-lesson-show-solution = Показати розв’язок
site-lesson-solution = Розв’язок: { $move }.
site-lesson-engine-error = Хід не вдалося оцінити: { $why }
site-lesson-finished = Урок пройдено!
site-lesson-next-lesson = Наступний урок: «{ $title }»
site-lesson-course-done = Ви пройшли всі уроки цієї гри. Тепер зіграйте справжню партію!
site-lesson-play = Зіграти партію
site-lesson-back-to-course = До списку уроків
site-drill-link = Вправи на рахунок
site-drill-about = десять позицій із випадкових партій, щоразу інших: куди впаде останнє зерно, який хід забирає найбільше, який дає ще один хід.
site-drill-more = Ще десять вправ
site-drill-of = Вправа { $n } з { $total }
site-review-title = Повторення
site-review-summary = На сьогодні: { $due ->
    [one] { $due } завдання
    [few] { $due } завдання
   *[many] { $due } завдань
}; пізніше: { $later }.
site-review-item = «{ $title }», крок { $step }
site-review-about = Завдання, не розв’язане з першої спроби, повертається наступного дня, а потім через 3, 7 і 21 день, поки ви не розв’яжете його з першої спроби чотири рази поспіль.
site-lesson-course = Уроки
site-lesson-reset = Скинути прогрес цієї гри
site-lesson-reset-all = Скинути прогрес усіх ігор
site-lesson-reset-confirm = Забути, які уроки ви пройшли? Скасувати це буде неможливо.
site-lesson-reset-yes = Так, скинути
site-lesson-reset-no = Ні, залишити
site-lesson-reset-done = Прогрес скинуто.
## ftl: a language of the site is loaded when it is first shown (site/src/platform/content.rs, `locale`).

## The site's pages: where to start, games that are not lost, the lesson's own line, words for the
## options, rule numbers and sources (issue 16; keys of this block are used by site/src).
site-start-here-title = З чого почати
site-start-here = Уперше тут? Почніть із першого уроку: він покаже правило на дошці, а потім дасть спробувати самому.
site-paths = Далі оберіть гру, яку хочете освоїти, і йдіть до неї курсами по дорозі: вони не обов’язкові, але з ними легше.
site-start-here-link = ▶ Почати навчання: { $name }, урок 1
site-home-play = Грати
site-learner-pit =
    { $row ->
        [inner] ямка { $n } внутрішнього ряду { $side }
        [outer] ямка { $n } зовнішнього ряду { $side }
       *[near] ямка { $n } { $side }
    }
site-link-bad-move-kept = Хід № { $number } з посилання — { $move } — зробити не можна: { $why } Гру показано до цього ходу.
site-link-rest-kept = Решта ходів посилання (усього { $count }: { $moves }) лишається в адресі, доки ви не зробите свій хід.
site-game-over-score = { $result } Рахунок: { $south } — { $south-seeds }, { $north } — { $north-seeds } ({ $how }).
site-score-stores = зерна в амбарах
site-score-halves = зерна на боці кожного гравця
site-new-game-confirm = Почати нову гру? Цю партію потім поверне кнопка «Назад» браузера.
site-new-game-yes = Так, нова гра
site-new-game-no = Ні, грати далі
site-new-game-start = Почати нову гру?
site-new-game-computer = Комп’ютер і далі гратиме за { $side }, рівень { $level }.
site-new-game-people = Нова гра удвох, без комп’ютера
site-players = Гравці: імена й поворот дошки
site-player-south = Гравець Півдня
site-player-north = Гравець Півночі
site-players-turn = Повертати дошку до того, хто ходить: кожен бачить свої ямки внизу, з 1 зліва
site-record-confirm = Відкрити запис замість цієї партії? Її потім поверне кнопка «Назад» браузера.
site-record-yes = Так, відкрити запис
site-lesson-own-line = Ваш хід — { $played } — теж правильний. Далі урок іде своїм шляхом: на дошці позиція після його ходу — { $solution }.
site-lesson-own-line-short = Далі урок піде своїм шляхом, від свого ходу — { $solution }.
site-lesson-next-game = Наступна гра: { $name }
site-lesson-all-done = Це остання гра курсу. Ви пройшли весь шлях!
site-rule-tags-help = Це правила гри, які показує цей крок: натисніть на назву, щоб прочитати правило.
site-rule-id-help = Номер правила: уроки посилаються на правило цим номером.
site-source-code-help = У квадратних дужках — номер статті-джерела:
site-source-000 = [000] «Класичні Настільні Ігри» — український сайт про манкали, кілька сторінок (автор і рік на сторінках не вказані).
site-source-001 = [001] «Игры на досках», розділ «Игры семейства манкала»: варі, калах, оуа (автор і рік у тексті не вказані).
site-source-003 = [003] «Манкала — настольная игра с историей в 3000 лет», допис у блозі про калах (автор і рік не вказані).
site-source-004 = [004] Добірка «Правила игры манкала»: Дмитро Скирюк, «Игротека: как играть в манкалу», журнал «Вокруг света», № 10, жовтень 2016; правила калахи з крамниці; аркуш правил «Mancala, Oware & Bao».
site-source-no-link = Посилань на ці статті в нас немає: цитуємо їх за текстом.
site-option-in-link = у посиланні: { $key }
site-notice-rule = Що каже правило { $id }: прочитати на сторінці правил

## Games kept on the device (site/src/pages/kept.rs): the last game of each variant, offered back on the home page and the play page; a full storage said once (issue 38, R5, R6).
site-kept-title = Ваші останні партії
site-kept-offer = Вашу останню партію в цю гру збережено на цьому пристрої.
site-kept-continue = Продовжити партію
site-kept-forget = Забути партію
site-storage-failed = Не вдалося зберегти ваш прогрес на цьому пристрої: пам’ять браузера для сайтів заповнена або вимкнена. Пройдені уроки, рейтинг задач, вибір мови й незакінчені партії зараз не зберігаються. Звільніть місце (наприклад, видаліть у браузері дані сайтів, які вам не потрібні) і перезавантажте сторінку.

## The learner's progress as a file (site/src/pages/backup.rs, progress_page.rs, #/progress): saved, read back on this or another device, merged (issue 38 R6, issue 36).
site-progress-link = Ваш прогрес: зберегти у файл або перенести на інший пристрій
site-storage-export = Збережіть прогрес у файл, щоб не втратити його
site-progress-title = Ваш прогрес
site-progress-intro = Прогрес зберігається тільки в цьому браузері на цьому пристрої. Збережіть його у файл, щоб перенести на інший пристрій або відновити, якщо браузер очистить дані сайтів. Файл можна відкрити тут і на будь-якому пристрої: те, що вже є на пристрої, не пропаде.
site-progress-empty = На цьому пристрої ще немає прогресу: жодного пройденого уроку, жодної задачі чи збереженої партії.
site-progress-lessons = Пройдено уроків: { $count }
site-progress-lessons-of = { $name } — { $count }
site-progress-puzzles = Задачі: ви бралися за { $tried }, з першої спроби розв’язали { $first }
site-progress-rating = Рейтинг у задачах: { $rating }
site-progress-reviews = Завдань на повторення: { $count }
site-progress-games = Незакінчених партій: { $count }
site-progress-export = Зберегти прогрес у файл
site-progress-import = Відкрити файл прогресу
site-progress-exported = Файл «{ $file }» збережено: шукайте його в завантаженнях браузера.
site-progress-export-failed = Браузер не дав зберегти файл. Спробуйте ще раз або в іншому браузері.
site-progress-nothing = У файлі немає нічого, чого б не було на цьому пристрої: тут уже все є.
site-progress-added = З файлу додано: { $parts }.
site-progress-added-lessons = { $count ->
    [one] { $count } пройдений урок
    [few] { $count } пройдені уроки
   *[other] { $count } пройдених уроків
}
site-progress-added-puzzles = { $count ->
    [one] { $count } задачу
    [few] { $count } задачі
   *[other] { $count } задач
}
site-progress-added-reviews = { $count ->
    [one] { $count } завдання на повторення
    [few] { $count } завдання на повторення
   *[other] { $count } завдань на повторення
}
site-progress-added-games = { $count ->
    [one] { $count } незакінчену партію
    [few] { $count } незакінчені партії
   *[other] { $count } незакінчених партій
}
site-progress-added-settings = вибір мови, швидкості показу чи суперника (там, де на цьому пристрої його ще не було)
site-progress-added-rating = рейтинг у задачах { $rating } (у файлі розв’язано більше задач)
site-progress-not-progress = Це не файл прогресу цього сайту. Виберіть файл, який зберегла кнопка «Зберегти прогрес у файл»: його назва починається з mancala-progress.
site-progress-newer = Цей файл збережено новішою версією сайту. Перезавантажте сторінку, щоб завантажилася нова версія, і відкрийте файл ще раз.
site-progress-too-big = Файл завеликий: файл прогресу буває щонайбільше { $limit } байтів, а цей має { $size } { $size ->
    [one] байт
    [few] байти
   *[other] байтів
}. Виберіть файл, який зберегла кнопка «Зберегти прогрес у файл».
site-progress-unreadable = Браузер не зміг прочитати цей файл. Виберіть його ще раз; якщо не допоможе, збережіть файл заново на тому пристрої, де зберігається прогрес.
site-progress-unsaved = Прогрес із файлу прочитано, але зберегти його на цьому пристрої не вдалося: пам’ять браузера для сайтів заповнена або вимкнена.

## The teacher's cap on the computer's level (site/src/pages/computer.rs, play.rs; issue 36 C1): set by a link, lifted on the device.
site-cap-set = На цьому пристрої комп’ютер тепер грає не сильніше за рівень { $level }. Посиланням це обмеження не зняти: учитель знімає його на самому пристрої, утримуючи кнопку «Зняти обмеження» на сторінці гри.
site-cap-kept = Посилання не змінило обмеження: на цьому пристрої комп’ютер грає не сильніше за рівень { $level }. Підвищити чи зняти обмеження можна лише на самому пристрої: на сторінці гри утримуйте кнопку «Зняти обмеження».
site-cap-lift = Зняти обмеження
site-cap-lift-how = Для вчителя: натисніть і утримуйте дві секунди
site-cap-lift-ask = Зняти обмеження рівня на цьому пристрої? Комп’ютер знову зможе грати на будь-якому рівні.
site-cap-lift-yes = Так, зняти
site-cap-lift-no = Ні

## The teacher's page and a pupil's page of an assignment (site/src/pages/teacher.rs, assignment.rs; issue 36): the assignment as a link and a QR code, the pupils' codes, the class table.

site-teacher-link = Для вчителя: завдання для класу за посиланням чи QR-кодом і результати учнів
site-task-last = Ваше завдання від учителя: відкрити ще раз
site-teacher-title = Сторінка вчителя
site-teacher-intro = Складіть завдання з уроків, задач і партій проти комп’ютера. Учні відкривають його за посиланням або QR-кодом, а наприкінці показують вам короткий код: із таких кодів складається таблиця класу. На сервер нічого не надсилається: завдання записане в самому посиланні, а таблиця зберігається лише на цьому пристрої.
site-teacher-name = Назва завдання (необов’язково):
site-teacher-lessons = Уроки й задачі
site-teacher-game = Гра:
site-teacher-theme = Тема:
site-teacher-any-theme = будь-яка
site-teacher-level = складність:
site-teacher-any-level = будь-яка
site-teacher-count = скільки:
site-teacher-add-puzzles = Додати задачі
site-teacher-games = Партії проти комп’ютера
site-teacher-ai-level = рівень комп’ютера:
site-teacher-wins = скільки перемог:
site-teacher-add-games = Додати партії
site-teacher-cap = Найвищий дозволений рівень комп’ютера на пристроях учнів (обмеження лишається на пристрої, доки вчитель не зніме його там):
site-teacher-no-cap = без обмеження
site-teacher-cap-conflict = Обмеження нижче за рівень, на якому треба виграти: учні не зможуть грати на цьому рівні, і перемоги не зарахуються. Підвищте обмеження або знизьте рівень партій.
site-teacher-items = Що ввійшло в завдання
site-teacher-empty = Поки що нічого. Позначте уроки або додайте задачі чи партії.
site-teacher-remove = Прибрати із завдання
site-teacher-link-title = Посилання для учнів
site-teacher-link-intro = Надішліть посилання учням або покажіть QR-код на проєкторі: його можна зчитати камерою телефону чи планшета. QR-код створено на цьому пристрої, тож він з’являється й без інтернету, і його можна надрукувати.
site-teacher-open = Відкрити як учень
site-teacher-print = Надрукувати
site-teacher-qr = QR-код посилання на завдання
site-teacher-class-title = Результати класу
site-teacher-class-intro = Кожен учень бачить на сторінці завдання своє ім’я й код на зразок 7K3M-2QXA-9PB4T. Введіть або вставте їх нижче, кожного учня з нового рядка. Якщо учні відкрили сайт з інтернету, їхній QR-код можна зчитати камерою телефону: відкриється ця сторінка, і рядок додасться в таблицю на тому пристрої, яким зчитано код. Код із помилкою сайт помітить і не додасть.
site-teacher-codes = Ім’я та код кожного учня, з нового рядка:
site-teacher-read = Додати до таблиці
site-teacher-scan = Зчитати коди камерою
site-teacher-scan-stop = Вимкнути камеру
site-teacher-scan-intro = Наведіть камеру на QR-код учня: рядок додасться в таблицю сам. Потім покажіть камері код наступного учня.
site-teacher-scan-denied = Сайтові не дозволено користуватися камерою. Дозвольте доступ до камери (значок біля адреси сторінки) і натисніть кнопку ще раз або введіть коди вручну.
site-teacher-scan-no-camera = Камери не знайдено, або нею вже користується інша програма. Закрийте її або введіть коди вручну.
site-teacher-scan-failed = Камера не ввімкнулася ({ $why }). Введіть коди вручну.
site-teacher-csv = Зберегти таблицю (CSV)
site-teacher-clear = Очистити таблицю
site-teacher-clear-ask = Видалити з цього пристрою всі результати учнів за це завдання? Повернути їх можна буде, лише якщо учні знову покажуть коди.
site-teacher-clear-yes = Так, видалити
site-teacher-clear-no = Ні, залишити
site-teacher-class-empty = Результатів за це завдання ще немає.
site-teacher-added = { $count ->
    [0] Жодного рядка не додано.
    [one] Додано { $count } рядок.
    [few] Додано { $count } рядки.
   *[other] Додано { $count } рядків.
}
site-teacher-no-code = У рядку «{ $line }» немає коду: код — це 13 латинських літер і цифр (дефіси не рахуються), наприклад 7K3M-2QXA-9PB4T. Допишіть його після імені.
site-teacher-mistyped = У рядку «{ $line }» код введено з помилкою. Звірте кожен знак з екраном учня.
site-teacher-no-name = У рядку «{ $line }» немає імені перед кодом. Допишіть ім’я учня.
site-teacher-other-task = Рядок «{ $line }» містить код іншого завдання. Перевірте, чи учень відкрив саме це посилання і чи на цій сторінці те саме завдання, без змін після того, як ви його надіслали.
site-teacher-col-name = Учень
site-teacher-col-lessons = Уроки
site-teacher-col-puzzles = Розв’язано з першої спроби
site-teacher-col-tried = Розпочато задач
site-teacher-col-rating = Рейтинг у задачах
site-teacher-col-games = Перемоги
site-teacher-col-mistakes = Помилки в партіях
site-teacher-scorm-title = Для шкільної навчальної платформи (Moodle та інші з SCORM 1.2)
site-teacher-scorm-intro = Якщо школа працює на платформі, яка приймає пакети SCORM 1.2, завантажте завдання у вигляді пакета SCORM і додайте його на платформу як елемент курсу. Учні відкриватимуть завдання просто там, а платформа сама дізнаватиметься, чи виконано його, і отримуватиме бал від 0 до 100. У балі однаково рахуються кожен пройдений урок, кожна задача, розв’язана з першої спроби, і кожна задана перемога. У пакеті весь сайт одним файлом, тож пакет працює й на шкільному сервері без інтернету.
site-teacher-scorm = Завантажити пакет SCORM
site-teacher-scorm-making = Збираємо пакет…
site-teacher-scorm-made = Пакет «{ $file }» ({ $size } МБ) збережено в завантаженнях. Додайте цей файл на платформу, нічого в ньому не змінюючи.
site-teacher-scorm-failed = Не вдалося зібрати пакет ({ $why }): не завантажився один із файлів сайту. Перевірте з’єднання і натисніть кнопку ще раз.
site-teacher-scorm-file = Цю сторінку відкрито з файлу на пристрої, а пакет збирається з файлів сайту на сервері. Відкрийте сторінку вчителя за адресою сайту (в інтернеті чи на шкільному сервері) і зберіть пакет там.

site-task-title = Завдання
site-task-intro = Тут усе, що задав учитель, і позначено, що з цього вже зроблено на цьому пристрої. Партії зараховуються від дня, коли ви вперше відкрили це завдання. Коли закінчите, покажіть учителеві свій код унизу сторінки.
site-task-preview = Це перегляд для вчителя: на цьому пристрої завдання не зберігається, а обмеження рівня комп’ютера не вмикається. Учні побачать таку саму сторінку.
site-task-your-name = Ваше ім’я та прізвище:
site-task-lesson = { $game }: урок { $n } «{ $title }»
site-task-lesson-n = { $game }: урок { $n }
site-task-puzzles = { $game }: { $count ->
    [one] { $count } задача
    [few] { $count } задачі
   *[other] { $count } задач
}
site-task-level-of-puzzles = складність { $level }
site-task-games = { $game }: виграти { $wins ->
    [one] { $wins } партію в комп’ютера
    [few] { $wins } партії в комп’ютера
   *[other] { $wins } партій у комп’ютера
} рівня { $level } або вищого
site-task-done = пройдено
site-task-not-done = ще не пройдено
site-task-puzzle-first = Задача { $n }: розв’язана з першої спроби
site-task-puzzle-later = Задача { $n }: розв’язана, але не з першої спроби
site-task-puzzle-missed = Задача { $n }: ще не розв’язана, була помилка
site-task-puzzle-new = Задача { $n }: ще не розв’язували
site-task-puzzles-state = з першої спроби: { $first } з { $total }
site-task-games-state = перемог: { $won }, зіграно: { $played }
site-task-play = Грати
site-task-report-title = Ваш код для вчителя
site-task-report-intro = Покажіть учителеві цей рядок або QR-код під ним. Код показує те, що зроблено досі: повертайтеся сюди, коли зробите ще щось.
site-task-need-name = Напишіть вище своє ім’я, і тут з’явиться код для вчителя.
site-task-copy-failed = Скопіювати не вдалося: виділіть рядок і скопіюйте його вручну.
site-teacher-copy-failed = Скопіювати не вдалося: виділіть посилання і скопіюйте його вручну.
site-task-qr = QR-код із вашим ім’ям і кодом для вчителя
site-task-to-teacher = Для вчителя: відкрити це завдання на сторінці вчителя, щоб читати коди учнів
site-task-sum-lessons = уроків пройдено: { $done } з { $of }
site-task-sum-puzzles = задач розв’язано з першої спроби: { $first } з { $of } (розпочато { $tried })
site-task-sum-rating = рейтинг у задачах: { $rating }
site-task-sum-games = перемог над комп’ютером: { $won } з { $of } (зіграно { $played })
site-task-sum-mistakes = помилок, які помітив тренер: { $count }
site-task-lms = Завдання відкрито з платформи вашої школи. Платформа сама дізнається, скільки ви вже зробили: щоразу, коли ви переходите на іншу сторінку сайту або закриваєте його.
site-task-bad-link = Посилання на завдання пошкоджене: не вдалося прочитати { $part } («{ $value }»). Попросіть учителя надіслати посилання ще раз або скопіюйте його повністю.
site-task-empty = У цьому посиланні немає жодного уроку, жодної задачі чи партії. Попросіть учителя надіслати посилання ще раз.
site-task-many = У посиланні { $count ->
    [one] { $count } пункт
    [few] { $count } пункти
   *[other] { $count } пунктів
}, а в завданні може бути щонайбільше { $max }. Попросіть учителя розділити його на два.
site-task-part-n = назву завдання
site-task-part-l = перелік уроків
site-task-part-p = перелік задач
site-task-part-g = перелік партій
site-task-part-cap = обмеження рівня комп’ютера
site-progress-added-results = { $count ->
    [one] { $count } зіграну партію проти комп’ютера
    [few] { $count } зіграні партії проти комп’ютера
   *[other] { $count } зіграних партій проти комп’ютера
}

## Option labels and values (site-opt-<key>, site-opt-<key>--<value>; dots as --, _ as -)
site-opt-namnam--fours-owner = Хто забирає четвірку, що з’явилася посеред сівби
site-opt-namnam--fours-owner--owner-midway-mover-last = Власник ямки; четвірку від останнього зерна — той, хто ходить
site-opt-namnam--fours-owner--mover = Завжди той, хто ходить
site-opt-namnam--allow-neglect = Четвірку можна проґавити
site-opt-namnam--rounds = Грати раундами, доки хтось не забере всі ямки
site-opt-namnam--cycle-end = Якщо раунд зациклився без четвірок
site-opt-namnam--cycle-end--to-pit-owner = Зерна отримують власники ямок
site-opt-namnam--cycle-end--draw = Нічия
site-opt-namnam--max-rounds = Найбільше раундів
site-opt-engine--endless-move = Хід, який ніколи не закінчується
site-opt-engine--endless-move--illegal = Такий хід заборонено
site-opt-engine--endless-move--draw = Такий хід закінчує гру внічию
site-opt-baokc--sow-opponent-store = Сіяти й в амбар суперника
site-opt-baokc--capture-takes-sowing-seed = Забирати в амбар і своє останнє зерно
site-opt-baokc--cycle-end = Якщо зерна лише кружляють без зборів
site-opt-baokc--cycle-end--discard-and-compare = Зерна на дошці не рахуються, порівнюють зібране
site-opt-baokc--cycle-end--draw = Нічия
site-opt-baokl--singleton-rule = Коли можна ходити з ямки з одним зерном
site-opt-baokl--singleton-rule--all-nonempty-are-singletons = Коли в кожній непорожній ямці по одному зерну
site-opt-baokl--singleton-rule--all-pits-are-singletons = Коли в кожній ямці ряду рівно одне зерно
site-opt-baokl--cycle-end = Якщо зерна лише кружляють без зборів
site-opt-baokl--cycle-end--discard-and-compare = Зерна на дошці не рахуються, порівнюють зібране
site-opt-baokl--cycle-end--draw = Нічия
site-opt-choro--first-move = Як зіграти одночасний перший хід
site-opt-choro--first-move--interleaved = Перегони: сівби чергуються
site-opt-choro--first-move--in-sequence = Спершу весь хід одного, потім іншого
site-opt-choro--first-move-order = Порядок одночасного першого ходу
site-opt-choro--first-move-order--south-then-north = Спершу нижній гравець, потім верхній
site-opt-choro--first-move-order--north-then-south = Спершу верхній гравець, потім нижній
site-opt-choro--first-move-order--random = Жереб
site-opt-choro--mode1-is-move = Збір першим способом — це весь хід
site-opt-choro--mode1-start = Куди падає перше зерно при зборі першим способом
site-opt-choro--mode1-start--V = У вашу ямку навпроти
site-opt-choro--mode1-start--V-plus-1 = У ямку після неї
site-opt-choro--direction-model = Коли ще можна сіяти за годинниковою стрілкою
site-opt-choro--direction-model--cw-chain = Після першої такої сівби — з будь-якої ямки, якщо буде збір
site-opt-choro--direction-model--per-sowing = Кожна сівба окремо, лише з чотирьох крайніх ямок
site-opt-choro--direction-model--persist = Хід так і йде за годинниковою стрілкою до кінця
site-opt-choro--reverse-pits = Які чотири крайні ямки
site-opt-choro--reverse-pits--leftmost = Чотири крайні ліві, як в омвесо
site-opt-choro--reverse-pits--outskirts = Околиця: по дві з кожного краю внутрішнього ряду
site-opt-engine--repetition-draw = Нічия, коли позиція повторилася стільки разів (0 — вимкнено)
site-opt-hus--columns = Ширина дошки
site-opt-hus--columns--8 = 4×8
site-opt-hus--columns--12 = 4×12
site-opt-hus--columns--16 = 4×16
site-opt-hus--direction = Напрям сівби
site-opt-hus--direction--ccw = Проти годинникової стрілки
site-opt-hus--direction--cw = За годинниковою стрілкою
site-opt-hus--no-capture-on-first-move = Перший хід кожного гравця нічого не збирає
site-opt-hus--outer-row-moves-only = Починати хід лише із зовнішнього ряду
site-opt-hus--murray = Гус за Мюрреєм
site-opt-kabwanga--capture-order = Збір і понад-естафета в одній ямці
site-opt-kabwanga--capture-order--capture-then-super-relay = Спершу збір, потім понад-естафета
site-opt-kabwanga--capture-order--capture-ends-move = Збір, і хід закінчено
site-opt-kabwanga--capture-order--super-relay-only = Лише понад-естафета, без збору
site-opt-kabwanga--super-relay-start = Куди падає перше зерно понад-естафети
site-opt-kabwanga--super-relay-start--next-pit = У ямку після тієї, з якої взяли зерна
site-opt-kabwanga--super-relay-start--lifted-pit = Назад у ту саму ямку
site-opt-kabwanga--singletons = Хід, коли лишилися самі одинаки
site-opt-kabwanga--singletons--prefer-relay = Спершу ті, що запускають естафету
site-opt-kabwanga--singletons--any = Будь-який одинак
site-opt-kiarabu--repetition-count = Нічия, коли позиція з’явилася стільки разів
site-opt-kalah--seeds-per-pit = Зерен у кожній ямці на початку
site-opt-kalah--empty-opposite = Останнє зерно в порожній ямці, а навпроти теж порожньо
site-opt-kalah--empty-opposite--no-capture = Нічого не відбувається, зерно лишається
site-opt-kalah--empty-opposite--take-own-seed = Своє зерно йде в амбар
site-opt-kalah--end-trigger = Коли закінчується гра
site-opt-kalah--end-trigger--any-row-empty = Щойно спорожніє будь-який ряд
site-opt-kalah--end-trigger--mover-cannot-move = Коли гравцеві, чия черга, нема чим ходити
site-opt-kalah--skip-origin = Минати ямку, з якої почався хід
site-opt-katra-nh--singleton-rule = Правило про одинаків у садінні
site-opt-katra-nh--singleton-rule--from-start = Діє від початку гри
site-opt-katra-nh--singleton-rule--never = Не діє
site-opt-bao--inner-empty-check = Коли перевіряють порожній внутрішній ряд
site-opt-bao--inner-empty-check--end-of-move = Після кожного ходу
site-opt-bao--inner-empty-check--immediate = Тієї ж миті, навіть посеред ходу
site-opt-kiswahili--endless = Хід, що не закінчується
site-opt-kiswahili--endless--cancel-game = Гру скасовано
site-opt-kiswahili--endless--mover-loses = Той, хто ходив, програє
site-opt-kiswahili--endless--stop-and-pass = Хід зупиняється, ходить суперник
site-opt-kiarabu--columns = Ширина дошки
site-opt-kiarabu--columns--8 = 4×8, звичайна дошка
site-opt-kiarabu--columns--7 = 4×7, класична дошка
site-opt-kimasai--plant-inner-only = Садити лише у внутрішній ряд
site-opt-kimasai--capture-start = Куди падає перше зібране зерно
site-opt-kimasai--capture-start--B = У ту саму ямку, куди впало останнє зерно
site-opt-kimasai--capture-start--B-plus-1 = У наступну ямку
site-opt-kiswahili--tax-condition = Коли дім обкладають податком
site-opt-kiswahili--tax-condition--other-inner-pits-empty = Коли інші ямки внутрішнього ряду порожні
site-opt-kiswahili--tax-condition--other-outer-pits-empty = Коли ямки зовнішнього ряду порожні (дослівно)
site-opt-kiswahili--house-landing = Збиральний хід закінчився в робочому домі
site-opt-kiswahili--house-landing--capture-first = Якщо навпроти є зерна — спершу збір
site-opt-kiswahili--house-landing--always-choice = Завжди вибір: зупинитися або сафарі
site-opt-kiswahili--blocking = Грати з блокуванням
site-opt-kiswahili--murray-zero-phase = Нульова фаза Мюррея
site-opt-kujifunza--singletons = Хід одинаком
site-opt-kujifunza--singletons--forbidden = Заборонено
site-opt-kujifunza--singletons--kutakata-only = Можна, але лише холостий
site-opt-kujifunza--inner-priority = Холостий хід — спершу з внутрішнього ряду
site-opt-moruba--extra-pits = Скільки ще ямок суперника можна забрати після збору
site-opt-moruba--extra-compulsory = Забирати додаткові ямки обов’язково
site-opt-omweso--reverse-pits = З яких чотирьох ямок можна сіяти за годинниковою стрілкою
site-opt-omweso--reverse-pits--leftmost = Чотири крайні ліві
site-opt-omweso--reverse-pits--rightmost = Чотири крайні праві
site-opt-omweso--direction-model = Напрям після сівби за годинниковою стрілкою
site-opt-omweso--direction-model--per-sowing = Кожна сівба окремо
site-opt-omweso--direction-model--persist = Хід так і йде за годинниковою стрілкою до кінця
site-opt-omweso--special-wins = Особливі перемоги
site-opt-omweso--both-ends = Що означає «з обох країв»
site-opt-omweso--both-ends--end-columns = Обидва крайні стовпчики
site-opt-omweso--both-ends--halves = Ліва і права половини
site-opt-omweso--second-capture = Перемога другим ходом зі збором
site-opt-omweso--second-capture--second-capturing-move = Будь-який другий хід зі збором
site-opt-omweso--second-capture--first-two-moves = Лише якщо це перші два ходи
site-opt-omweso--setup = Розстановка перед грою
site-opt-omweso--setup--fixed = Усе лишається у зовнішньому ряду
site-opt-omweso--setup--move-whole-pits-inward = Можна перекласти вміст будь-яких ямок цілком
site-opt-omweso--setup--move-any-part-inward = Можна перекласти будь-яку частину зерен
site-opt-oware--capture-pattern = Які ямки збирають разом з останньою
site-opt-oware--capture-pattern--chain-backward = Ланцюжок назад від останньої ямки
site-opt-oware--capture-pattern--neighbours-both-sides = Остання ямка і її сусіди з обох боків
site-opt-oware--capture-only-last-pit = Збирати лише тоді, коли останнє зерно впало в крайню ямку суперника
site-opt-oware--grand-slam = Хід, що забирає всі зерна суперника
site-opt-oware--grand-slam--allowed = Можна, це звичайний збір
site-opt-oware--grand-slam--forbidden = Такий хід заборонено
site-opt-oware--grand-slam--allowed-no-capture = Ходити можна, але нічого не збирається
site-opt-oware--must-feed = Годувати суперника, в якого не лишилося зерен
site-opt-oware--remaining-on-no-move = Кому дістаються зерна на дошці, коли комусь нема чим ходити
site-opt-oware--remaining-on-no-move--to-side-owner = Тому, на чиєму боці вони лежать
site-opt-oware--remaining-on-no-move--discard = Нікому: вони не рахуються
site-opt-oware--remaining-on-no-move--to-starved = Тому, кому нема чим ходити
site-opt-oware--agreed-end = Якщо гравці домовилися закінчити
site-opt-oware--agreed-end--discard-and-compare = Зерна на дошці не рахуються, порівнюють зібране
site-opt-oware--agreed-end--draw = Нічия
site-opt-oware--agreed-end--each-takes-own-side = Кожен забирає зерна свого ряду
site-opt-oware--end-at-majority = Гра закінчується, щойно хтось зібрав понад половину зерен (25)
site-opt-oware--sow-into-own-store = Сіяти і у свій амбар, як у калаху
site-opt-oware--cycle-end = Якщо позиція повторилася без зборів
site-opt-oware--cycle-end--discard-and-compare = Зерна на дошці не рахуються, порівнюють зібране
site-opt-oware--cycle-end--each-takes-own-side = Кожен забирає зерна свого ряду
site-opt-oware--cycle-end--as-agreed-end = Як при домовленості закінчити
site-opt-oware--cycle-end--draw = Нічия

site-locale-offline =
    Не вдалося завантажити { $lang ->
        [ru] російську
       *[uk] українську
    } версію сайту: немає зв’язку із сайтом. Перевірте з’єднання з інтернетом і спробуйте ще раз.
site-locale-missing =
    { $lang ->
        [ru] Російської
       *[uk] Української
    } версії сайту не знайдено. Можливо, сайт щойно оновився: перезавантажте сторінку.
site-locale-unreadable =
    { $lang ->
        [ru] Російську
       *[uk] Українську
    } версію сайту не вдалося прочитати: файл на сайті пошкоджений. Перезавантажте сторінку; якщо не допоможе, спробуйте згодом.

## ftl: the computer opponent's levels (crates/ai, `Level::text_key`), one line each, and the teacher's cap.
ai-level-0 = Рівень 0: ходить навмання, будь-яким дозволеним ходом.
ai-level-1 = Рівень 1: дивиться лише на свій хід і забирає найбільшу здобич, яку бачить.
ai-level-2 = Рівень 2: зважає на свій хід і на відповідь суперника.
ai-level-3 = Рівень 3: прораховує гру на шість ходів уперед.
ai-level-4 = Рівень 4: прораховує гру на десять ходів уперед.
ai-level-5 = Рівень 5, найсильніший: дві секунди на хід, а кінцівки калаха й оваре грає без жодної помилки.
ai-level-capped = Учитель дозволив грати з комп’ютером не вище рівня { $level }.

## ftl: playing against the computer on the play page (site/src/pages/computer.rs): the settings, the hint in two steps, the coach's verdicts and the review after the game. $pit is a pit in the learner's words (site-pit-case), $seeds a count of seeds in words.
site-pit-case =
    { $case ->
        [gen] ямки
        [acc] ямку
       *[nom] ямка
    } { $n }{ $row ->
        [inner] {" "}внутрішнього ряду
        [outer] {" "}зовнішнього ряду
       *[near] {""}
    } { $side }
site-ai-title = Гра з комп’ютером
site-ai-side = Комп’ютер грає
site-ai-side-off = не грає: грають двоє людей
site-ai-side-for = за { $side }
site-ai-level = Рівень
site-ai-coach = Тренер: оцінювати кожен мій хід
site-ai-thinking = Комп’ютер думає…
site-ai-wait = Зараз ходить комп’ютер: зачекайте на його хід.
site-ai-failed = Комп’ютер не зміг відповісти: не вдалося завантажити його файли або вони пошкоджені. Перевірте з’єднання з інтернетом і спробуйте ще раз.
site-ai-retry = Спробувати ще раз
site-ai-hint = Підказка
site-ai-hint-more = Який хід і чому?
site-ai-hint-look = Зверніть увагу на { $pit }.
site-ai-hint-best = Найкращий хід — з { $pit }.
site-ai-fact-captures = Він забирає { $seeds }.
site-ai-fact-extra = Після нього ви ходите ще раз.
site-ai-fact-ends = Цим ходом гра закінчується.
site-ai-fact-quiet = Одразу він нічого не забирає, але дає найкращу позицію на кілька ходів уперед.
site-ai-reply-captures = Суперник найкраще відповість { $plant ->
    [yes] садінням у { $pit }
   *[no] ходом з { $pit }
} і забере { $seeds }.
site-ai-reply-quiet = Суперник найкраще відповість { $plant ->
    [yes] садінням у { $pit }
   *[no] ходом з { $pit }
} і нічого не забере.
site-ai-others = Будь-який інший хід дає суперникові забрати щонайменше { $seeds } (ходом з { $pit }).
site-ai-value =
    { $sign ->
        [ahead] За розрахунком комп’ютера, після цього ви попереду приблизно на { $seeds }.
        [behind] За розрахунком комп’ютера, суперник і після цього попереду приблизно на { $seeds }: кращого тут немає.
       *[even] За розрахунком комп’ютера, після цього гра приблизно рівна.
    }
site-ai-verdict-best = Чудово: це найкращий хід.
site-ai-verdict =
    { $grade ->
        [good] Добрий хід: майже такий самий сильний, як найкращий.
        [inaccuracy] Неточність: цей хід гірший за найкращий приблизно на { $seeds }.
        [mistake] Помилка: цей хід гірший за найкращий приблизно на { $seeds }.
       *[blunder] Груба помилка: цей хід гірший за найкращий приблизно на { $seeds }.
    }
site-ai-better = Краще було ходити з { $pit }.
site-ai-better-captures = Той хід забирає { $seeds }.
site-ai-better-extra = Після того ходу ви ходили б ще раз.
site-ai-refutation = Тепер суперник може піти з { $pit } і забрати { $seeds }.
site-ai-take-back = Забрати хід і спробувати ще
site-ai-review = Розбір гри: найбільші помилки
site-ai-review-none = Жодної помилки: усі оцінені ходи були добрими.
site-ai-review-item = Хід № { $number } ({ $move }): { $why }
site-ai-review-show = Показати на дошці

## ftl: puzzle prompts (crates/puzzles, `Theme::prompt_key`), one per theme; $side is `south` or `north`, the player to move.
puzzle-prompt-capture =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід, що забирає найбільше.
puzzle-prompt-capture-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: кілька ходів тут щось забирають. Знайдіть найкращий: він забирає, але не обов’язково найбільше.
puzzle-prompt-double-capture =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід, що забирає зерна одразу з кількох ямок.
puzzle-prompt-double-capture-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: кілька ходів тут забирають зерна одразу з кількох ямок. Знайдіть найкращий із них.
puzzle-prompt-extra-turn =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід, після якого ви ходите ще раз.
puzzle-prompt-extra-turn-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: кілька ходів тут дають походити ще раз. Знайдіть найкращий із них.
puzzle-prompt-extra-turn-chain =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: почніть ланцюжок ходів, коли ходите знову і знову.
puzzle-prompt-extra-turn-chain-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: кілька ходів тут дають походити ще раз. Знайдіть найкращий: він починає ланцюжок, коли ви ходите знову і знову.
puzzle-prompt-avoid-capture =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: суперник чатує на здобич. Знайдіть хід, після якого він забере якнайменше.
puzzle-prompt-avoid-capture-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: суперник чатує на здобич. Знайдіть найкращий хід: сам він нічого не забирає, зате після нього суперник забере менше, ніж після другого за силою ходу.
puzzle-prompt-feed-opponent =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: у суперника порожньо. Знайдіть найкращий хід, що дає йому зерна.
puzzle-prompt-avoid-grand-slam =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: не забирайте в суперника все до зернини — знайдіть хід, що справді приносить зерна.
puzzle-prompt-avoid-grand-slam-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: не забирайте в суперника все до зернини: такий хід нічого не приносить. Знайдіть найкращий хід.
puzzle-prompt-grand-slam =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід, що забирає в суперника всі зерна з його ряду.
puzzle-prompt-grand-slam-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: кілька ходів тут забирають у суперника всі зерна з його ряду. Знайдіть найкращий із них.
puzzle-prompt-relay-capture =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід, у якому сівба передається естафетою в нову ямку й закінчується збором.
puzzle-prompt-relay-capture-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: у кількох ходах тут сівба передається естафетою й закінчується збором. Знайдіть найкращий із них.
puzzle-prompt-head-choice =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід і виберіть, з якого краю ряду сіяти далі.
puzzle-prompt-safari =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: чи варто йти далі з дому? Знайдіть найкращий хід.
puzzle-prompt-house-tax =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід, що бере з дому два зерна.
puzzle-prompt-house-tax-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: кілька ходів тут беруть із дому два зерна. Знайдіть найкращий із них.
puzzle-prompt-blocking =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід, що блокує ямку суперника на його наступний хід.
puzzle-prompt-blocking-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: кілька ходів тут блокують ямку суперника на його наступний хід. Знайдіть найкращий із них.
puzzle-prompt-extra-pits =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід, що бере зерна ще й з інших ямок.
puzzle-prompt-extra-pits-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: кілька ходів тут беруть зерна ще й з інших ямок. Знайдіть найкращий із них.
puzzle-prompt-destroy-house =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід, що руйнує дім суперника.
puzzle-prompt-destroy-house-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: кілька ходів тут руйнують дім суперника. Знайдіть найкращий із них.
puzzle-prompt-endgame-counting =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: зерен лишилося мало. Порахуйте гру до кінця й знайдіть найкращий хід.
puzzle-prompt-finish-game =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: знайдіть хід, що забирає зерна й завершує гру.
puzzle-prompt-finish-game-best =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: кілька ходів тут забирають зерна й завершують гру. Знайдіть найкращий із них.
puzzle-prompt-best-move =
    Хід { $side ->
        [north] Півночі
       *[south] Півдня
    }: тут є лише один добрий хід. Знайдіть його.

## ftl: the puzzle lessons (crates/content/src/puzzles.rs: the exporter makes them from tutorials/puzzles). $theme is a theme's name (puzzle-theme-*), $pit a pit after the word «ямка» (pit-label), $move a move in words (move-label).
puzzle-say = Складність { $level } з 5, тема: { $theme }.
puzzle-hint = Придивіться до ямки { $pit }.
puzzle-hint-plain = Порівняйте, що дає кожен можливий хід, і подумайте, як відповість суперник.
puzzle-praise = Так! Найкраще тут — { $move }: за оцінкою комп’ютера, він приносить щонайменше на { $seeds } більше, ніж будь-який інший.
puzzle-praise-plain = Так! Найкраще тут — { $move }.
# A worksheet's key (issue 36, C10): the puzzle's winning line and why, from its step logs.

puzzle-key-line = Розв’язок: { $line }.
puzzle-key-first-extra-store = Останнє зерно лягає у ваш амбар, і ви ходите ще раз
puzzle-key-first-extra = Після цього ходу ви ходите ще раз
puzzle-key-first-capture = Уже перший хід забирає { $seeds }
puzzle-key-first-ends = Цей хід закінчує гру
puzzle-key-gain = { $start ->
    [upper] За
   *[lower] за
} ці ходи { $mine ->
    [0] { $theirs ->
        [0] ніхто не здобуває жодного зерна
       *[other] ви не здобуваєте нічого, а суперник — { $theirs-seeds }
    }
   *[other] { $theirs ->
        [0] ви здобуваєте { $mine-seeds }, а суперник — нічого
       *[other] ви здобуваєте { $mine-seeds }, а суперник — { $theirs-seeds }
    }
}
puzzle-key-others = після будь-якого іншого ходу суперник у відповідь забирає щонайменше { $seeds }
puzzle-title = Задачі
puzzle-summary = { $count ->
    [one] { $count } задача
    [few] { $count } задачі
   *[many] { $count } задач
} з партій, які комп’ютер зіграв сам із собою: у кожній лише один хід помітно кращий за всі інші. Спершу легші.
puzzle-mixed-title = Задача з добірки: { $game }
puzzle-mixed-summary = По кілька задач із кожної гри, одна за одною.
puzzle-theme-capture = збір
puzzle-theme-double-capture = збір із кількох ямок
puzzle-theme-extra-turn = ще один хід
puzzle-theme-extra-turn-chain = ланцюжок ходів
puzzle-theme-avoid-capture = не дати суперникові збору
puzzle-theme-feed-opponent = годувати суперника
puzzle-theme-avoid-grand-slam = не відрубати голову
puzzle-theme-grand-slam = відрубати голову
puzzle-theme-relay-capture = естафета зі збором
puzzle-theme-head-choice = вибір голови
puzzle-theme-safari = сафарі
puzzle-theme-house-tax = податок з дому
puzzle-theme-blocking = блокування
puzzle-theme-extra-pits = додаткові ямки
puzzle-theme-destroy-house = зруйнувати дім
puzzle-theme-endgame-counting = точний підрахунок наприкінці гри
puzzle-theme-finish-game = завершити гру
puzzle-theme-best-move = найкращий хід
## puzzles-site: the puzzles' pages (site/src/pages/puzzles.rs): the puzzle of the day, the mixed run, each game's set; $n, $total are numbers.
site-puzzles-link = Задачі: знайдіть найкращий хід
site-puzzles-title = Задачі
site-puzzles-intro = У кожній задачі один хід набагато кращий за решту: комп’ютер перевірив це двома різними глибокими розрахунками. Знайдіть цей хід. Якщо помилитеся, сайт зіграє ваш хід, покаже відповідь суперника й пояснить, чого ви не врахували.
site-puzzles-daily = Задача дня
site-puzzles-mixed = Задачі з усіх ігор поспіль
site-puzzles-games = Задачі кожної гри
site-puzzles-next = Наступна задача
site-puzzles-back = До всіх задач
site-puzzles-of = Задача { $n } з { $total }
site-puzzles-not-found = Задачі { $n } у добірці немає: у ній { $total } задач. Оберіть іншу.
site-puzzles-rating = Рейтинг задач: { $rating } ({ $change }).
site-puzzles-stats = Ваш рейтинг задач — { $rating }. З першої спроби розв’язано { $right } з { $tried }.
site-puzzles-none-yet = Ви ще не розв’язували задач. Почніть із задачі дня: рейтинг з’явиться після першої відповіді.
site-puzzles-missed = Задачі, що не вдалися з першої спроби. Поверніться до них: розв’язана задача зникне з цього списку.
site-puzzles-missed-item = { $game }, задача { $n }
site-puzzles-filter = Вибір задач за темою і складністю
site-puzzles-filter-theme = Тема:
site-puzzles-filter-level = Складність:
site-puzzles-filter-all = усі
site-puzzles-worksheet = Аркуш для друку з цими задачами
site-lesson-practice = Закріпіть задачами на тему:
site-puzzles-worksheet-short = аркуш для друку
site-puzzles-back-game = Повернутися до задач
site-puzzles-embed = Вбудувати цю задачу у свою сторінку
site-puzzles-embed-help = Скопіюйте цей код у сторінку чи допис блогу: там з’явиться дошка з цією задачею. Читач натискає ямку, з якої починається найкращий хід, або просить показати розв’язок.
site-puzzles-bad-level = Складність у посиланні — «{ $level }», а має бути число від 1 до 5. Показано всі задачі гри.
site-puzzles-no-theme = Теми «{ $theme }» серед задач цієї гри немає. Показано всі задачі гри.
site-puzzles-no-match = Задач цієї теми з такою складністю в цій грі немає. Показано всі задачі гри; оберіть іншу тему чи складність.
site-worksheet-title = { $name }: задачі
site-worksheet-level = складність { $level }
site-worksheet-item = Задача { $n }
site-worksheet-count = Скільки задач:
site-worksheet-per = На аркуші A4:
site-worksheet-per-n = { $n ->
    [4] 4, більші
   *[other] { $n }
}
site-worksheet-bad-per = На аркуші буває 4 або 6 задач, а в посиланні — «{ $per }»; тут їх { $n }.
site-worksheet-name = Ім’я: ____________________    Дата: ____________
site-worksheet-answer-line = Ваш хід: ______________________________
site-worksheet-key = Відповіді. { $title }
site-worksheet-download = Завантажити аркуш (SVG)
site-worksheet-download-key = Завантажити відповіді (SVG)
site-worksheet-help = Оберіть тему, складність, кількість задач і скільки їх буде на аркуші. На папері будуть тільки задачі, а відповіді з розв’язком і поясненням — на окремій сторінці в кінці; щоб отримати PDF, у вікні друку виберіть «Зберегти як PDF».
site-worksheet-bad-count = Кількість задач у посиланні — «{ $count }», а має бути число від 1 до { $max }.

## ftl: the counting drills (crates/content/src/drills.rs: the exporter makes them by random play from the start). $pit is a pit after the word «ямка» (pit-label).
drill-title = Вправи на рахунок
drill-summary = { $count ->
    [one] { $count } вправа
    [few] { $count } вправи
   *[many] { $count } вправ
} з позицій випадкових партій: щоразу інші, а відповідь — хід на дошці.
drill-say-last-seed = Вправа на рахунок: куди впаде останнє зерно?
drill-prompt-last-seed = Зробіть хід, після якого останнє зерно впаде в позначену ямку { $pit }.
drill-hint-last-seed = Рахуйте від ямки, з якої берете, по ямці на зерно: останнє має лягти саме в позначену ямку { $pit }.
drill-hint-capture-most = Найбільший збір тут — { $seeds }. Для кожного ходу знайдіть, де ляже останнє зерно і що тоді забирають.
drill-hint-extra-turn = Ще один хід дає останнє зерно у вашому амбарі: шукайте ямку, у якій зерен рівно стільки, скільки кроків від неї до амбара.
drill-hint-extra-turn-other = Шукайте хід, після якого черга лишається за вами: простежте, де ляже останнє зерно кожного ходу.
drill-mind-plant = Садіння кладе одне зерно із запасу, а далі сіють усі зерна тієї ямки.
drill-mind-head = Забрані зерна тут сіють від голови, тож і рахуйте від неї.
drill-mind-house-stop = Зважайте на дім: сівба, що доходить до нього, може там зупинитися.
drill-mind-blocked = Зважайте на заблоковану ямку: сівба тут у ній зупиняється.
drill-mind-relay = Перша сівба тут не остання: коли останнє зерно падає в зайняту ямку, її зерна беруть і сіють далі.
drill-mind-lap = Купа тут велика й обходить усе коло, тож рахуйте й друге коло.
drill-mind-skip-store = Амбар суперника сівба минає, його не рахуйте.
drill-mind-skip-pit = Ямку, з якої взяли зерна, сівба минає.
drill-mind-own-store = Свій амбар сівба не минає: він теж бере зерно, і це крок рахунку.
drill-mind-plain = Тут нічого не минають і ніде не зупиняються: досить простого рахунку ямок.
drill-praise-last-seed = Так, останнє зерно впало саме в позначену ямку.
drill-say-capture-most = Вправа на рахунок: який хід забирає найбільше?
drill-prompt-capture-most = Знайдіть хід, що забирає стільки зерен, скільки жоден інший не забере.
drill-praise-capture-most = Так, більше тут не забирає жоден хід.
drill-say-extra-turn = Вправа на рахунок: який хід дає ще один хід?
drill-prompt-extra-turn = Знайдіть хід, після якого ви ходите ще раз.
drill-praise-extra-turn = Так, останнє зерно у вашому амбарі, тож ви ходите ще раз.
