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
## $big (yes: 16 seeds or more), $from-kind (pit/hand), $dest (own/other/off/pit),
## $head (left/right), $planting (yes/no), and pit names or `none` in $facing, $start, $landing.

step-pick-up = { $player } бере з ямки { $pit } { $seeds }.
step-pick-up--HUS-3 = { $player } бере з ямки { $pit } { $seeds }: ходити можна лише з ямки, де зерен більше одного.
step-pick-up--OMW-4 = { $player } бере з ямки { $pit } { $seeds }: одинаків не сіють, тільки ямки з двома зернами й більше.
step-pick-up--CH-2 = { $player } бере з ямки { $pit } { $seeds }: сіяти одинака тут не можна.
step-pick-up--CH-3 = Перший хід робиться з однієї з двох крайніх правих ямок зовнішнього ряду: { $player } бере з { $pit } { $seeds }.
step-pick-up--KIM-5 = Перший хід гри — проста естафетна сівба без садіння: { $player } бере з ямки { $pit } { $seeds }.
step-pick-up--KIM-6 = { $player } бере з ямки { $pit } усі { $seeds } разом із посадженим і сіє естафетою; під час садіння збору немає.
step-pick-up--KIM-7 = Жнива: { $player } бере з ямки { $pit } { $seeds } і сіє за годинниковою стрілкою.
step-pick-up--KS-5 = Два доми — ніби один дім: { $player } бере також { $seeds } з другого дому { $pit }.
step-pick-up--KSW-12 = Навпроти посадженого зерна порожньо, тож хід без збору: { $player } бере з ямки { $pit } { $seeds }.
step-pick-up--KSW-15 = { $big ->
    [yes] { $player } бере з ямки { $pit } { $seeds }: з 16 зерен і більше хід завжди без збору.
   *[other] Жнива: { $player } бере з ямки { $pit } { $seeds } і сіє в обраний бік.
}
step-pick-up--KUJ-5 = { $big ->
    [yes] { $player } бере з ямки { $pit } { $seeds }: з 16 зерен і більше хід завжди без збору.
   *[other] { $player } бере з ямки { $pit } { $seeds } і сіє в обраний бік.
}
step-pick-up--KSW-18 = Дім обкладено податком: { $player } бере з нього лише { $seeds }, і хід буде без збору.

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

step-lap = Сівба пішла на { $lap }-е коло.

step-relay = Останнє зерно впало в непорожню ямку { $pit }, тож { $player } бере звідти { $seeds } і сіє далі.
step-relay--NAM-6 = У ямці { $pit } тепер { $seeds } — не одне й не чотири, тож { $player } бере їх і сіє далі.
step-relay--BKL-5 = Останнє зерно впало в ямку { $pit }, де вже були зерна: { $player } бере { $seeds } і сіє далі, поки не влучить у порожню.
step-relay--KIA-5 = Останнє зерно впало в ямку { $pit }, де вже були зерна: { $player } бере { $seeds } і сіє далі, поки не влучить у порожню.
step-relay--KAB-2 = Останнє зерно лягло в порожню ямку, але в наступній { $pit } більше одного зерна: { $player } бере { $seeds } і продовжує хід.
step-relay--HUS-5 = { $row ->
    [outer] Ямка { $pit } у зовнішньому ряду, де збору не буває, і вона непорожня: { $player } бере { $seeds } і сіє далі.
   *[other] Ямка { $pit } непорожня, але збору з неї немає, тож { $player } бере { $seeds } і сіє далі.
}
step-relay--HUS-6 = До захоплених зерен { $player } додає { $seeds } з ямки { $pit } і сіє все з наступної ямки; { $pit } лишається порожньою.
step-relay--OMW-6 = { $row ->
    [outer] Ямка { $pit } у зовнішньому ряду, де збору не буває, і вона непорожня: { $player } бере { $seeds } і сіє далі.
   *[other] Ямка { $pit } непорожня, але обидві ямки суперника навпроти не заповнені, тож { $player } бере { $seeds } і сіє далі.
}
step-relay--CH-2b = { $row ->
    [outer] Ямка { $pit } у зовнішньому ряду, де збору не буває, і вона непорожня: { $player } бере { $seeds } і сіє далі.
   *[other] Ямка { $pit } непорожня, але навпроти нема чого збирати, тож { $player } бере { $seeds } і сіє далі.
}
step-relay--C4-2 = { $row ->
    [outer] Ямка { $pit } у зовнішньому ряду, де збору не буває, і вона непорожня: { $player } бере { $seeds } і сіє далі.
   *[other] Ямка { $pit } непорожня, а збору тут немає, тож { $player } бере { $seeds } і сіє далі.
}
step-relay--KUJ-9 = { $row ->
    [outer] Ямка { $pit } у зовнішньому ряду, де збору не буває, і вона непорожня: { $player } бере { $seeds } і сіє далі.
   *[other] Ямка { $pit } непорожня, а збору немає (хід без збору або навпроти порожньо): { $player } бере { $seeds } і сіє далі.
}
step-relay--KSW-13 = { $row ->
    [outer] Ямка { $pit } у зовнішньому ряду, де збору не буває, і вона непорожня: { $player } бере { $seeds } і сіє далі.
   *[other] Ямка { $pit } непорожня, а збору немає (хід без збору або навпроти порожньо): { $player } бере { $seeds } і сіє далі.
}
step-relay--KSW-18 = Сафарі: останнє зерно впало в дім, і { $player } бере з нього всі { $seeds } та сіє далі — дім руйнується.

step-capture-store = { $taker } забирає до свого амбара { $seeds } з ямки { $pit }.
step-capture-store--KAL-8 = { $half ->
    [own] До амбара йде й саме останнє зерно з ямки { $pit }.
   *[other] Останнє зерно лягло в порожню ямку свого ряду ({ $facing }), тож { $player } забирає до амбара { $seeds } з ямки { $pit } навпроти.
}
step-capture-store--A1 = Навпроти порожньо, але за цим варіантом правил { $player } однаково кладе до амбара останнє зерно з ямки { $pit }.
step-capture-store--OW-7 = У ямці { $pit } суперника { $seeds } — два чи три, тож { $player } забирає їх до амбара.
step-capture-store--A7 = Сусідня ямка { $pit } теж має { $seeds } — два чи три, тож за правилами вари { $player } забирає й їх.
step-capture-store--NAM-5 = У ямці { $pit } стало чотири зерна: четвірку одразу забирає власник ямки — { $taker }.
step-capture-store--NAM-6 = Останнє зерно зробило в ямці { $pit } четвірку: її забирає той, хто ходить, — { $taker }, і хід закінчується.
step-capture-store--A17 = У ямці { $pit } стало чотири зерна: за цим варіантом четвірку завжди забирає той, хто ходить, — { $taker }.
step-capture-store--NAM-7 = { $from-kind ->
    [hand] Раунд закінчено: { $taker } забирає й зерна, що лишалися в руці, — { $seeds }.
   *[other] Лишалося вісім зерен, тож хто взяв четвірку, забирає й решту: { $taker } бере { $seeds } з ямки { $pit }.
}
step-capture-store--A21 = За цим варіантом до амбара йде й саме останнє зерно з ямки { $pit }.
step-capture-store--BKC-6 = Останнє зерно лягло в порожню ямку свого ряду ({ $facing }), тож { $player } забирає до амбара { $seeds } з ямки { $pit } навпроти.
step-capture-store--BKL-6 = Хід закінчився в порожній ямці { $facing } на своєму боці, тож { $player } забирає до амбара { $seeds } з ямки { $pit } навпроти.
step-capture-store--KIA-6 = { $row ->
    [outer] Задня ямка суперника { $pit } теж непорожня: { $player } забирає до амбара ще { $seeds } з неї.
   *[other] Останнє зерно лягло в порожню ямку { $facing } внутрішнього ряду: { $player } забирає до амбара { $seeds } з ямки { $pit } навпроти.
}
step-capture-store--A39 = { $row ->
    [outer] Задня ямка суперника { $pit } теж непорожня: { $player } забирає до амбара ще { $seeds } з неї.
   *[other] За Марреєм останнє зерно має лягти в порожню ямку: вона { $facing }, тож { $player } забирає до амбара { $seeds } з ямки { $pit } навпроти.
}
step-capture-store--MOR-1 = За правилом моруби { $player } додатково забирає { $seeds } з будь-якої ямки суперника — { $pit }.

step-capture-hand = { $player } забирає { $seeds } з ямки { $pit } суперника й сіятиме захоплене на своєму боці.
step-capture-hand--HUS-6 = { $row ->
    [outer] { $player } бере й { $seeds } із задньої ямки суперника { $pit }.
   *[other] Останнє зерно лягло в непорожню ямку { $facing }, а навпроти є зерна: { $player } бере в руку { $seeds } з ямки { $pit }.
}
step-capture-hand--OMW-6 = { $row ->
    [outer] { $start ->
        [none] …і ще { $seeds } з ямки { $pit } позаду неї.
       *[other] …і ще { $seeds } з ямки { $pit } позаду неї; захоплене сіється з { $start }, поруч із ямкою, звідки востаннє брали зерна.
    }
   *[other] Ямка { $facing } була непорожня, а обидві ямки суперника навпроти мають зерна: { $player } бере { $seeds } з ямки { $pit }…
}
step-capture-hand--CH-4 = { $row ->
    [outer] { $start ->
        [none] …і { $seeds } з ямки { $pit } позаду неї.
       *[other] …і { $seeds } з ямки { $pit } позаду неї; захоплене сіється, починаючи з { $start }.
    }
   *[other] { $start ->
        [none] Збір перед ходом обов'язковий: навпроти ямки { $facing } є зерна, тож { $player } бере { $seeds } з ямки { $pit }…
       *[other] Збір перед ходом обов'язковий: навпроти ямки { $facing } є зерна, тож { $player } бере { $seeds } з ямки { $pit } і сіє захоплене, починаючи з { $start }.
    }
}
step-capture-hand--CH-5 = { $row ->
    [outer] { $start ->
        [none] …і { $seeds } з ямки { $pit } позаду неї.
       *[other] …і { $seeds } з ямки { $pit } позаду неї; захоплене сіється, починаючи з { $start }.
    }
   *[other] { $start ->
        [none] Ямка { $facing } була непорожня, а навпроти є зерна: { $player } бере { $seeds } з ямки { $pit }…
       *[other] Ямка { $facing } була непорожня, а навпроти є зерна: { $player } бере { $seeds } з ямки { $pit } і сіє захоплене, починаючи з { $start }.
    }
}
step-capture-hand--KIM-7 = { $start ->
    [none] Ямка { $facing } була непорожня, а навпроти є зерна: { $player } бере { $seeds } з ямки { $pit } і сіє захоплене на своєму боці.
   *[other] Ямка { $facing } була непорожня, а навпроти є зерна: { $player } бере { $seeds } з ямки { $pit } і сіє захоплене, починаючи з { $start }.
}
step-capture-hand--KUJ-10 = Ямка { $facing } внутрішнього ряду була непорожня, а навпроти є зерна: { $player } бере { $seeds } з ямки { $pit }; зовнішній ряд суперника недоторканий.
step-capture-hand--KSW-9 = Навпроти посадженого зерна є зерна суперника, тож хід збиральний: { $player } бере { $seeds } з ямки { $pit }.
step-capture-hand--KSW-13 = Ямка { $facing } була непорожня, а навпроти є зерна, тож збір триває: { $player } бере { $seeds } з ямки { $pit }.
step-capture-hand--KS-5 = Два доми суперника — ніби один: разом із внутрішнім { $player } забирає й { $seeds } із зовнішнього дому { $pit }.
step-capture-pit = { $seeds } з ямки { $pit } переходять на бік { $player-gen }.
step-capture-other = { $player } забирає { $seeds } з { $pit }.

step-plant = { $player } садить зерно із запасу в ямку { $pit }.
step-plant--KSW-8 = { $player } садить зерно із запасу в непорожню ямку { $pit } внутрішнього ряду.
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
step-transfer--OMW-2 = Розстановка: { $owner } переносить { $seeds } із зовнішньої ямки { $from } у внутрішню { $to }.

step-owner = Ямка { $pit } тепер належить { $owner-dat }.
step-owner--NAM-8 = Ямка { $pit } тепер належить { $owner-dat }: її заповнено зернами нового власника.
step-house-destroyed = Дім { $owner-gen } зруйновано: відтепер це звичайна ямка.
step-house-destroyed--KSW-18 = Дім { $owner-gen } спорожнів і зруйнований: відтепер це звичайна ямка.
step-house-destroyed--KS-5 = Обидва доми { $owner-gen } зруйновано: відтепер це звичайні ямки.
step-extra-turn = { $player } ходить ще раз.
step-extra-turn--KAL-7 = Останнє зерно впало у власний амбар, тож { $player } ходить ще раз.
step-extra-turn--BKC-5 = Останнє зерно впало у власний амбар, тож { $player } ходить ще раз.
step-turn-end = Хід переходить до { $next-gen }.
step-game-end-win = Гру закінчено: перемагає { $winner } ({ $reason }).
step-game-end-draw = Гру закінчено внічию ({ $reason }).

note-must-feed = У суперника немає зерен, тож цей хід мусить дати йому хоча б одне.
note-must-feed--OW-10 = У суперника немає зерен, тож { $player } мусить зробити хід, що дасть йому хоча б одне.
note-grand-slam = Такий хід забрав би всі зерна суперника, тому нічого не захоплюється.
note-grand-slam--A9 = Цей хід забрав би всі зерна суперника, тож за цим варіантом правил збору немає.
note-pass = { $player } не має чим ходити й пропускає хід.
note-pass--NAM-3 = У ямках, що належать { $player-dat }, немає зерен, тож хід пропущено.
note-direction-cw = { $player } сіє за годинниковою стрілкою.
note-direction-ccw = { $player } сіє проти годинникової стрілки.
note-direction-cw--KIM-3 = У цій грі всі ходи йдуть за годинниковою стрілкою.
note-direction-cw--KSW-12 = Хід без збору, напрямок обирає гравець: { $player } сіє за годинниковою стрілкою.
note-direction-ccw--KSW-12 = Хід без збору, напрямок обирає гравець: { $player } сіє проти годинникової стрілки.
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
note-head = Захоплені зерна сіються, починаючи з голови { $pit }.
note-head--KSW-10 = { $zone ->
    [outskirts] Збір був в околиці ({ $landing }), тож зерна йдуть у найближчу голову { $pit } і далі { $head ->
        [left] за годинниковою стрілкою.
       *[other] проти годинникової стрілки.
    }
    [centre] { $planting ->
        [yes] Збір не в околиці, і це перший збір ходу, тож голову обрано вільно: { $pit }, далі { $head ->
            [left] за годинниковою стрілкою.
           *[other] проти годинникової стрілки.
        }
       *[other] Збір не в околиці, тож напрямок зберігається: зерна йдуть у голову { $pit } і далі { $head ->
            [left] за годинниковою стрілкою.
           *[other] проти годинникової стрілки.
        }
    }
   *[other] Захоплені зерна сіються, починаючи з голови { $pit }: { $head ->
        [left] з лівої — за годинниковою стрілкою.
       *[other] з правої — проти годинникової стрілки.
    }
}
note-head--KUJ-11 = { $zone ->
    [outskirts] Збір був в околиці ({ $landing }), тож зерна йдуть у найближчу голову { $pit } і далі { $head ->
        [left] за годинниковою стрілкою.
       *[other] проти годинникової стрілки.
    }
    [centre] Збір не в околиці, тож напрямок зберігається: зерна йдуть у голову { $pit } і далі { $head ->
        [left] за годинниковою стрілкою.
       *[other] проти годинникової стрілки.
    }
   *[other] Захоплені зерна сіються, починаючи з голови { $pit }: { $head ->
        [left] з лівої — за годинниковою стрілкою.
       *[other] з правої — проти годинникової стрілки.
    }
}
note-stop = Хід зупиняється в ямці { $pit }.
note-stop--KSW-18 = Хід зупиняється в домі { $pit }: цілий робочий дім зупиняє сівбу (у збиральному ході — на вибір гравця).
note-stop--KS-2 = Хід зупиняється в домі { $pit }: зовнішній дім зупиняє сівбу завжди, внутрішній — на вибір гравця.
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

## Bad input. error-family-not-built: a game of the family an embed built with one family leaves
## out; $rows (two/four) is the game's family.
error-position-syntax = Запис позиції не вдалося прочитати (символ { $column }).
error-position-json = Позицію у форматі JSON не вдалося прочитати.
error-position-layout = Ця дошка має інший розмір, ніж потрібно для цієї гри.
error-position-pit-count = У ряді { $row } { $found }, а має бути { $expected }.
error-position-seed-count = У { $place } забагато зерен: { $count }, а можна щонайбільше { $max }.
error-position-too-many = У позиції { $total } зерен, а можна щонайбільше { $max }.
error-position-inconsistent = Позиція суперечить правилу { $rule }.
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
error-move-parse = Хід «{ $token }» не вдалося прочитати.

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
site-rule-sources = Джерело: { $sources }
site-rule-proposal = Статті про це мовчать, тож тут прийнято наше рішення.
site-rule-id = Правило { $id }
site-rules-no-rule = Правила «{ $rule }» на цій сторінці немає: ось усі правила цієї гри.
site-sources-heading = Статті-джерела
site-options-heading = Параметри

## content-assets: the rules pages and lessons are fetched on demand (site/src/content.rs)
site-content-loading = Завантажуємо текст…
site-content-offline =
    { $what ->
        [lessons] Не вдалося завантажити уроки
       *[rules] Не вдалося завантажити правила
    }: немає зв’язку із сайтом. Перевірте з’єднання з інтернетом і спробуйте ще раз.
site-content-missing =
    { $what ->
        [lessons] Уроків цієї гри на сайті не знайдено
       *[rules] Правил цієї гри на сайті не знайдено
    }. Можливо, сайт щойно оновився: перезавантажте сторінку.
site-content-unreadable =
    { $what ->
        [lessons] Уроки цієї гри не вдалося прочитати
       *[rules] Правила цієї гри не вдалося прочитати
    }: файл на сайті пошкоджений. Перезавантажте сторінку; якщо не допоможе, спробуйте згодом.
site-content-retry = Спробувати ще раз
## embed: the <mancala-board> element for other sites (site/src/embed.rs, docs/EMBED.md).
site-embed-loading = Завантажуємо запис партії…
site-embed-error = Дошку не вдалося показати.
site-embed-region = Анімована дошка: { $name }
site-embed-keys = Клавіші, коли дошка у фокусі: ← → — на одне зерно, ↑ ↓ — на один хід, пробіл — показ або пауза, Home і End — початок і кінець.
site-embed-ply-start = Початкова позиція. Ходів у партії: { $total }.
site-embed-ply = Хід { $ply } з { $total }: { $move }
site-embed-variations = Інші варіанти:
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
## classroom: offline use, projector mode, printing, game records (site-offline-*, site-projector-*, site-print-*, site-record-*)

site-offline-ready = Сайт збережено на цьому пристрої: він відкриватиметься й без інтернету.
site-offline-updated = Завантажено нову версію сайту. Вона відкриється наступного разу, коли ви зайдете на сайт або оновите сторінку.
site-projector = Проєктор
site-projector-title = Режим проєктора: велика дошка, великі цифри й чіткі кольори, щоб було видно з останньої парти
site-print-link = Друк позиції
site-print-title = { $name }: позиція
site-print-to-move = Хід: { $player }
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
## lessons-site: the course and lesson pages (site/src/lesson.rs), progress on the home page
site-lesson-learn = Вчитися
site-lesson-path = Ігри стоять у порядку навчання, як радять статті: почніть згори, кожна наступна гра спирається на попередні.
site-lesson-progress-short = { $done }/{ $total }
site-lesson-progress = Пройдено { $done } з { $total } { $total ->
    [one] уроку
   *[other] уроків
}
site-lesson-course-title = Уроки гри «{ $name }»
site-lesson-course-intro = Уроки йдуть один за одним: кожен показує кілька правил на дошці й дає спробувати самому.
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
site-lesson-praise = Правильно! Саме такий хід і був потрібен.
site-lesson-right = Ваш хід: { $move }.
site-lesson-wrong = Ваш хід { $move } мети не досягає.
site-lesson-wrong-captured = Він забрав { $seeds }.
site-lesson-wrong-captured-none = Він не забрав жодного зерна.
site-lesson-wrong-best = А найбільше тут можна забрати { $seeds }.
site-lesson-wrong-no-extra-turn = Останнє зерно впало в { $place }, тож тепер ходить суперник.
site-lesson-wrong-no-extra-turn-plain = Додаткового ходу цей хід не дає: тепер ходить суперник.
site-lesson-place-pit = ямку { $pit }
site-lesson-place-store-own = ваш амбар
site-lesson-place-store-opp = амбар суперника
site-lesson-wrong-not-fed = Після нього в суперника так і немає жодного зерна.
site-lesson-wrong-reply = У відповідь суперник ходить { $reply } і забирає { $seeds }.
site-lesson-wrong-game-goes-on = Після нього гра триває.
site-lesson-wrong-other = Тут потрібен інший хід.
site-lesson-hint = Підказка:
site-lesson-retry = Спробувати ще раз
site-lesson-show-solution = Показати розв'язок
site-lesson-solution = Розв'язок: хід { $move }.
site-lesson-engine-error = Хід не вдалося оцінити: { $why }
site-lesson-finished = Урок пройдено!
site-lesson-next-lesson = Наступний урок: «{ $title }»
site-lesson-course-done = Ви пройшли всі уроки цієї гри. Тепер зіграйте справжню партію!
site-lesson-play = Зіграти партію
site-lesson-back-to-course = До списку уроків
site-lesson-course = Уроки
site-lesson-reset = Скинути прогрес цієї гри
site-lesson-reset-all = Скинути прогрес усіх ігор
site-lesson-reset-confirm = Забути, які уроки ви пройшли? Скасувати це буде неможливо.
site-lesson-reset-yes = Так, скинути
site-lesson-reset-no = Ні, залишити
site-lesson-reset-done = Прогрес скинуто.
## ftl: a language of the site is loaded when it is first shown (site/src/content.rs, `locale`).
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
