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
## chosen instead when the step cites that rule. Besides the named arguments, the Narrator passes
## selectors: $row (inner/outer/near), $half (own/opponent), $zone (outskirts/centre/none),
## $why for a relay (a number: 1 occupied, 2 outer row, 3 opposite empty, 4 non-capturing move,
## 5 a start of 16+, 6 first sowing captured nothing, 7 count, 8 next pit full, 9 safari, 10 joins
## a capture), $from-kind (pit/hand), $dest (own/other/off/pit),
## $head (left/right), $planting (yes/no), and pit names or `none` in $facing, $start, $landing.

step-pick-up = { $player } берёт { $seeds } из лунки { $pit }.
step-pick-up--HUS-3 = { $player } берёт { $seeds } из лунки { $pit }: ходить можно только из лунки, где больше одного зерна.
step-pick-up--OMW-4 = { $player } берёт { $seeds } из лунки { $pit }: одиночные зёрна не сеют, только лунки с двумя зёрнами и больше.
step-pick-up--CH-2 = { $player } берёт { $seeds } из лунки { $pit }: сеять одиночное зерно здесь нельзя.
step-pick-up--CH-3 = Первый ход делают из одной из двух крайних правых лунок внешнего ряда: { $player } берёт { $seeds } из лунки { $pit }.
step-pick-up--KIM-5 = Первый ход игры — простой эстафетный посев без посадки: { $player } берёт { $seeds } из лунки { $pit }.
step-pick-up--KIM-6 = { $player } берёт { $seeds } из лунки { $pit } вместе с посаженным и сеет эстафетой; во время посадки взятий нет.
step-pick-up--KIM-7 = Жатва: { $player } берёт { $seeds } из лунки { $pit } и сеет по часовой стрелке.
step-pick-up--KS-5 = Два дома — словно один дом: { $player } берёт также { $seeds } из второго дома.
step-pick-up--KSW-12 = Ход холостой: { $player } берёт { $seeds } из лунки { $pit }, куда посадил зерно, и сеет их.
step-pick-up--KSW-15 = Жатва: { $player } берёт { $seeds } из лунки { $pit } и сеет в выбранную сторону.
step-pick-up--KSW-17 = { $player } берёт { $seeds } из лунки { $pit }: с 16 зёрнами и больше ход всегда холостой.
step-pick-up--KUJ-5 = { $player } берёт { $seeds } из лунки { $pit } и сеет в выбранную сторону.
step-pick-up--KUJ-8 = { $player } берёт { $seeds } из лунки { $pit }: с 16 зёрнами и больше ход всегда холостой.
step-pick-up--BKL-3 = { $player } берёт одиночку из лунки { $pit }: одиночкой можно ходить только тогда, когда у игрока нет ни одной лунки с двумя зёрнами или больше, — так и есть.
step-pick-up--KIA-4 = { $player } берёт одиночку из лунки { $pit }: одиночкой ходят, только когда остались одни одиночки, и только той, чьё зерно упадёт в пустую лунку, — так и есть.
step-pick-up--KAB-3 = { $player } берёт одиночку из лунки { $pit }: когда остались одни одиночки, ходят той, что начинает эстафету, а если такой нет — той, чьё зерно упадёт в пустую лунку.
step-pick-up--A41 = { $player } берёт одиночку из лунки { $pit }: когда остались одни одиночки, по этому варианту правил можно ходить любой.
step-pick-up--KSW-18 = Дом облагается налогом: { $player } берёт из него только { $seeds }, и ход будет холостым.

step-sow-pit = Зерно падает в лунку { $pit }.
step-sow-store = Зерно падает в амбар { $owner-gen }.

step-skip-pit = Лунку { $pit }, из которой начался ход, посев обходит.
step-skip-pit--OW-6 = Посев обходит лунку { $pit }, из которой начался ход: в конце хода она всегда пуста.
step-skip-pit--A6 = По этому варианту правил посев обходит лунку { $pit }, из которой начался ход.
step-skip-pit--BKC-4 = Посев обходит лунку { $pit }, из которой начался ход: она остаётся пустой до конца хода.
step-skip-store = Амбар { $owner-gen } посев обходит: каждый сеет только в свой.
step-skip-store--KAL-5 = Амбар соперника посев обходит: зёрна кладут только в собственный амбар.
step-skip-store--A13 = По этому варианту правил в свой амбар сеют, а амбар { $owner-gen } обходят.
step-skip-store--A21 = Амбар { $owner-gen } посев обходит: круг составляют 16 лунок и только собственный амбар.

step-lap = Посев пошёл на { $lap }-й круг.

step-relay = Последнее зерно упало в непустую лунку { $pit }, поэтому { $player } берёт оттуда { $seeds } и сеет дальше.
step-relay--NAM-6 = В лунке { $pit } теперь { $seeds } — не одно и не четыре, поэтому { $player } берёт их и сеет дальше.
step-relay--BKL-5 = Последнее зерно упало в лунку { $pit }, где уже были зёрна: { $player } берёт { $seeds } и сеет дальше, пока не попадёт в пустую.
step-relay--KIA-5 = Последнее зерно упало в лунку { $pit }, где уже были зёрна: { $player } берёт { $seeds } и сеет дальше, пока не попадёт в пустую.
step-relay--KAB-2 = Последнее зерно легло в пустую лунку, но в следующей, лунке { $pit }, больше одного зерна: { $player } берёт { $seeds } и продолжает ход.
step-relay--HUS-5 = { $row ->
    [outer] Лунка { $pit } не пуста, а из внешнего ряда не берут: { $player } берёт { $seeds } и сеет дальше.
   *[other] { $why ->
        [3] Лунка { $pit } не пуста, но лунка соперника напротив неё пуста, поэтому взятия нет: { $player } берёт { $seeds } и сеет дальше.
        [4] Лунка { $pit } не пуста, но по этому варианту правил первый ход игрока ничего не берёт: { $player } берёт { $seeds } и сеет дальше.
        [1] Лунка { $pit } не пуста, а по Мюррею берут, только когда последнее зерно падает в пустую лунку: { $player } берёт { $seeds } и сеет дальше.
       *[other] Лунка { $pit } не пуста, но взятия из неё нет, поэтому { $player } берёт { $seeds } и сеет дальше.
    }
}
step-relay--HUS-6 = К взятым зёрнам { $player } добавляет { $seeds } из лунки { $pit } и сеет всё со следующей лунки; сама эта лунка остаётся пустой.
step-relay--OMW-6 = { $row ->
    [outer] Лунка { $pit } не пуста, а из внешнего ряда не берут: { $player } берёт { $seeds } и сеет дальше.
   *[other] Лунка { $pit } не пуста, но хотя бы одна из двух лунок соперника напротив пуста, поэтому взятия нет: { $player } берёт { $seeds } и сеет дальше.
}
step-relay--CH-2b = { $row ->
    [outer] Лунка { $pit } не пуста, а из внешнего ряда не берут: { $player } берёт { $seeds } и сеет дальше.
   *[other] Лунка { $pit } не пуста, но напротив брать нечего, поэтому { $player } берёт { $seeds } и сеет дальше.
}
step-relay--C4-2 = { $row ->
    [outer] Лунка { $pit } не пуста, а из внешнего ряда не берут: { $player } берёт { $seeds } и сеет дальше.
   *[other] { $why ->
        [3] Лунка { $pit } не пуста, но лунка соперника напротив неё пуста, поэтому взятия нет: { $player } берёт { $seeds } и сеет дальше.
        [4] Лунка { $pit } не пуста, но брать можно только в жатву: { $player } берёт { $seeds } и сеет дальше.
       *[other] Лунка { $pit } не пуста, а взятия здесь нет, поэтому { $player } берёт { $seeds } и сеет дальше.
    }
}
step-relay--KUJ-9 = { $row ->
    [outer] Лунка { $pit } не пуста, а из внешнего ряда не берут: { $player } берёт { $seeds } и сеет дальше.
   *[other] { $why ->
        [5] Лунка { $pit } не пуста, но ход холостой — он начался из лунки, где было 16 зёрен или больше: { $player } берёт { $seeds } и сеет дальше.
        [4] Лунка { $pit } не пуста, но ход холостой, поэтому взятия не будет: { $player } берёт { $seeds } и сеет дальше.
        [6] Лунка { $pit } не пуста, а напротив пусто: первый посев ничего не взял, поэтому ход холостой. { $player } берёт { $seeds } и сеет дальше.
        [3] Лунка { $pit } не пуста, но напротив пусто, поэтому взятия здесь нет: { $player } берёт { $seeds } и сеет дальше.
       *[other] Лунка { $pit } не пуста, а взятия из неё нет: { $player } берёт { $seeds } и сеет дальше.
    }
}
step-relay--KSW-13 = { $row ->
    [outer] Лунка { $pit } не пуста, а из внешнего ряда не берут: { $player } берёт { $seeds } и сеет дальше.
   *[other] { $why ->
        [5] Лунка { $pit } не пуста, но ход холостой — он начался из лунки, где было 16 зёрен или больше: { $player } берёт { $seeds } и сеет дальше.
        [4] Лунка { $pit } не пуста, но ход холостой, поэтому взятия не будет: { $player } берёт { $seeds } и сеет дальше.
        [6] Лунка { $pit } не пуста, а напротив пусто: первый посев ничего не взял, поэтому ход холостой. { $player } берёт { $seeds } и сеет дальше.
        [3] Лунка { $pit } не пуста, но напротив пусто, поэтому взятия здесь нет: { $player } берёт { $seeds } и сеет дальше.
       *[other] Лунка { $pit } не пуста, а взятия из неё нет: { $player } берёт { $seeds } и сеет дальше.
    }
}
step-relay--KSW-18 = Сафари: последнее зерно упало в дом, и { $player } берёт из него { $seeds } и сеет дальше; дом разрушается.

step-capture-store = { $taker } забирает в свой амбар { $seeds } из лунки { $pit }.
step-capture-store--KAL-8 = { $half ->
    [own] В амбар идёт и само последнее зерно из лунки { $pit }.
   *[other] Последнее зерно легло в пустую лунку своего ряда (лунка { $facing }), поэтому { $player } забирает в амбар { $seeds } из лунки { $pit } напротив.
}
step-capture-store--A1 = Напротив пусто, но по этому варианту правил { $player } всё равно кладёт в амбар последнее зерно из лунки { $pit }.
step-capture-store--OW-7 = В лунке { $pit } — { $seeds }, два или три, поэтому { $player } забирает их в амбар.
step-capture-store--A7 = В соседней лунке { $pit } тоже { $seeds } — два или три, поэтому по правилам вари { $player } забирает и их.
step-capture-store--NAM-5 = В лунке { $pit } стало четыре зерна: четвёрку сразу забирает владелец лунки — { $taker }.
step-capture-store--NAM-6 = Последнее зерно сделало в лунке { $pit } четвёрку: её забирает тот, кто ходит, — { $taker }, и ход заканчивается.
step-capture-store--A17 = В лунке { $pit } стало четыре зерна: по этому варианту четвёрку всегда забирает тот, кто ходит, — { $taker }.
step-capture-store--NAM-7 = { $from-kind ->
    [hand] Раунд окончен: { $taker } забирает и зёрна, оставшиеся в руке, — { $seeds }.
   *[other] Оставалось восемь зёрен, поэтому взявший четвёрку забирает и остаток: { $taker } берёт { $seeds } из лунки { $pit }.
}
step-capture-store--A21 = По этому варианту в амбар идёт и само последнее зерно из лунки { $pit }.
step-capture-store--BKC-6 = Последнее зерно легло в пустую лунку своего ряда (лунка { $facing }), поэтому { $player } забирает в амбар { $seeds } из лунки { $pit } напротив.
step-capture-store--BKL-6 = Ход закончился в пустой лунке { $facing } на своей стороне, поэтому { $player } забирает в амбар { $seeds } из лунки { $pit } напротив.
step-capture-store--KIA-6 = { $row ->
    [outer] Задняя лунка соперника { $pit } тоже не пуста: { $player } забирает в амбар ещё { $seeds } из неё.
   *[other] Последнее зерно легло в пустую лунку { $facing }: { $player } забирает в амбар { $seeds } из лунки { $pit } напротив.
}
step-capture-store--A39 = { $row ->
    [outer] Задняя лунка соперника { $pit } тоже не пуста: { $player } забирает в амбар ещё { $seeds } из неё.
   *[other] По Мюррею последнее зерно должно лечь в пустую лунку, и оно легло в лунку { $facing }, поэтому { $player } забирает в амбар { $seeds } из лунки { $pit } напротив.
}
step-capture-store--MOR-1 = По правилу морубы { $player } дополнительно забирает { $seeds } из лунки { $pit }: по этому правилу можно взять из любой лунки соперника.

step-capture-hand = { $player } забирает { $seeds } из лунки { $pit } соперника и посеет взятое на своей стороне.
step-capture-hand--HUS-6 = { $row ->
    [outer] { $player } берёт и { $seeds } из задней лунки соперника { $pit }.
   *[other] Последнее зерно легло в непустую лунку { $facing }, а напротив есть зёрна: { $player } берёт в руку { $seeds } из лунки { $pit }.
}
step-capture-hand--OMW-6 = { $row ->
    [outer] { $start ->
        [none] …и ещё { $seeds } из лунки { $pit } позади неё.
       *[other] …и ещё { $seeds } из лунки { $pit } позади неё; взятое сеется с лунки { $start }, рядом с лункой, откуда зёрна брали в последний раз.
    }
   *[other] Лунка { $facing } была не пуста, а в обеих лунках соперника напротив есть зёрна: { $player } берёт { $seeds } из лунки { $pit }…
}
step-capture-hand--CH-4 = { $row ->
    [outer] { $start ->
        [none] …и { $seeds } из лунки { $pit } позади неё.
       *[other] …и { $seeds } из лунки { $pit } позади неё; взятое сеется, начиная с лунки { $start }.
    }
   *[other] { $start ->
        [none] Взятие перед ходом обязательно: напротив лунки { $facing } есть зёрна, поэтому { $player } берёт { $seeds } из лунки { $pit }…
       *[other] Взятие перед ходом обязательно: напротив лунки { $facing } есть зёрна, поэтому { $player } берёт { $seeds } из лунки { $pit } и сеет взятое, начиная с лунки { $start }.
    }
}
step-capture-hand--CH-5 = { $row ->
    [outer] { $start ->
        [none] …и { $seeds } из лунки { $pit } позади неё.
       *[other] …и { $seeds } из лунки { $pit } позади неё; взятое сеется, начиная с лунки { $start }.
    }
   *[other] { $start ->
        [none] Лунка { $facing } была не пуста, а напротив есть зёрна: { $player } берёт { $seeds } из лунки { $pit }…
       *[other] Лунка { $facing } была не пуста, а напротив есть зёрна: { $player } берёт { $seeds } из лунки { $pit } и сеет взятое, начиная с лунки { $start }.
    }
}
step-capture-hand--KIM-7 = { $start ->
    [none] Лунка { $facing } была не пуста, а напротив есть зёрна: { $player } берёт { $seeds } из лунки { $pit } и сеет взятое на своей стороне.
   *[other] Лунка { $facing } была не пуста, а напротив есть зёрна: { $player } берёт { $seeds } из лунки { $pit } и сеет взятое, начиная с лунки { $start }.
}
step-capture-hand--KUJ-10 = Лунка { $facing } была не пуста, а напротив есть зёрна: { $player } берёт { $seeds } из лунки { $pit }; внешний ряд соперника не трогают.
step-capture-hand--KSW-9 = Напротив посаженного зерна есть зёрна соперника, поэтому ход со взятием: { $player } берёт { $seeds } из лунки { $pit }.
step-capture-hand--KSW-13 = Лунка { $facing } была не пуста, а напротив есть зёрна, поэтому взятие продолжается: { $player } берёт { $seeds } из лунки { $pit }.
step-capture-hand--KS-5 = Два дома соперника — словно один: вместе с внутренним { $player } забирает и { $seeds } из внешнего дома.
step-capture-pit = { $count ->
    [one] { $seeds } из лунки { $pit } переходит на сторону { $player-gen }.
   *[other] { $seeds } из лунки { $pit } переходят на сторону { $player-gen }.
}
step-capture-other = { $player } забирает { $seeds } из { $pit }.

step-plant = { $player } сажает зерно из запаса в лунку { $pit }.
step-plant--KSW-8 = { $player } сажает зерно из запаса в непустую лунку { $pit }: сажают только во внутренний ряд и только в занятую лунку.
step-plant--KIM-6 = { $player } сажает зерно из запаса в свою непустую лунку { $pit }.

step-transfer = Зёрна переходят из { $from } в { $to }: { $seeds }.
step-transfer--KAL-11 = Игра окончена: остаток зёрен своего ряда { $owner } кладёт в амбар — { $seeds } из лунки { $pit }.
step-transfer--OW-12 = { $dest ->
    [own] Игра окончена: { $owner } забирает зёрна своего ряда — { $seeds } из лунки { $pit }.
    [off] Оставшиеся зёрна никому не засчитываются: { $seeds } из лунки { $pit } снимают с доски.
   *[other] Игра окончена: по этому варианту остаток получает игрок, оставшийся без зёрен, — { $owner } берёт { $seeds } из лунки { $pit }.
}
step-transfer--A12 = Игра окончена: каждый забирает зёрна своего ряда — { $owner } берёт { $seeds } из лунки { $pit }.
step-transfer--A19a = Раунд зациклился: зёрна достаются владельцам лунок — { $owner } берёт { $seeds } из лунки { $pit }.
step-transfer--BKC-7 = Игра окончена: { $owner } забирает оставшиеся зёрна — { $seeds } из лунки { $pit }.
step-transfer--BKL-8 = Игра окончена: { $owner } забирает оставшиеся зёрна — { $seeds } из лунки { $pit }.
step-transfer--NAM-8 = Новый раунд: { $owner } кладёт в лунку { $to } { $seeds } из своих взятых.
step-transfer--OMW-2 = Расстановка: { $owner } переносит { $seeds } из внешней лунки { $from } во внутреннюю лунку { $to }.

step-owner = Лунка { $pit } теперь принадлежит { $owner-dat }.
step-owner--NAM-8 = Лунка { $pit } теперь принадлежит { $owner-dat }: её заполнили зёрнами нового владельца.
step-house-destroyed = Дом { $owner-gen } разрушен: теперь это обычная лунка.
step-house-destroyed--KSW-18 = Дом { $owner-gen } опустел и разрушен: теперь это обычная лунка.
step-house-destroyed--KS-5 = Оба дома { $owner-gen } разрушены: теперь это обычные лунки.
step-extra-turn = { $over ->
    [yes] Ещё одного хода не будет: на этом игра заканчивается.
   *[no] { $player } ходит ещё раз.
}
step-extra-turn--KAL-7 = Последнее зерно упало в собственный амбар{ $over ->
    [yes] , но ещё одного хода не будет: на этом игра заканчивается.
   *[no] , поэтому { $player } ходит ещё раз.
}
step-extra-turn--BKC-5 = Последнее зерно упало в собственный амбар{ $over ->
    [yes] , но ещё одного хода не будет: на этом игра заканчивается.
   *[no] , поэтому { $player } ходит ещё раз.
}
## The end of a turn: why it passes, then to whom ($next-gen, $next-dat). Why: the engine's reason ($why, a number:
## 1 captured, 2 opponent-row, 3 own-occupied, 4 opposite-empty, 5 own-row, 6 count, 7 own-store,
## 8 opponent-store, 9 outside, 10 grand-slam, 11 chain-edge, 12 chain-broken, 13 empty-pit,
## 14 stopped, 15 passed, 16 count-taken, 17 round-over, 18 set-up, 19 race, 20 endless,
## 21 inner-emptied, as the engine's `TurnEndReason::parts` numbers them; $pit, $seeds
## where the reason names them).
step-turn-end = { $why ->
    [1] После взятия ход заканчивается.
    [2] Последнее зерно упало на сторону соперника, в лунку { $pit }, а там взятия нет.
    [3] Последнее зерно упало в свою лунку { $pit }, но она не была пуста, поэтому взятия нет.
    [4] Последнее зерно упало в пустую лунку { $pit }, но напротив пусто, поэтому брать нечего.
    [5] Последнее зерно легло в свою лунку { $pit }, а берут только на стороне соперника.
    [6] В лунке { $pit } теперь — { $seeds }, а не два или три, поэтому взятия нет.
    [7] Последнее зерно легло в свой амбар, поэтому взятия нет.
    [8] Последнее зерно легло в амбар соперника, и ход окончен.
    [9] Последнее зерно легло в лунку { $pit }, а по этому варианту правил из неё не берут.
    [10] Взятия нет: оно забрало бы все зёрна соперника.
    [11] Цепочка дошла до края ряда соперника, поэтому заканчивается.
    [12] В лунке { $pit } — { $seeds }, а не два или три, поэтому цепочка обрывается.
    [13] Последнее зерно легло в пустую лунку { $pit }, поэтому посев закончился.
    [14] Посев остановился, и ход окончен.
    [15] Ход пропущен.
    [16] В лунке { $pit } стало { $seeds }: их забрали, и на этом ход заканчивается.
    [17] Раунд окончен: дальше игроки расставляют зёрна нового раунда.
    [18] Расстановка сделана.
    [19] Оба игрока закончили первый ход; дальше первым ходит тот, кто закончил раньше.
    [20] Посев не закончился бы никогда, поэтому ход остановлен.
    [21] Внутренний ряд опустел, поэтому ход остановлен.
   *[other] Ход окончен.
}{ $over ->
    [yes] {""}
   *[no] {" "}Ход переходит к { $next-dat }.
}
step-game-end-win = Игра окончена: побеждает { $winner } ({ $reason }).
step-game-end-draw = Игра окончена вничью ({ $reason }).

note-must-feed = У соперника нет зёрен, поэтому этот ход должен дать ему хотя бы одно.
note-must-feed--OW-10 = У соперника нет зёрен, поэтому { $player } должен сделать ход, который даст ему хотя бы одно.
note-grand-slam = Такой ход забрал бы все зёрна соперника, поэтому ничего не берётся.
note-grand-slam--A9 = Этот ход забрал бы все зёрна соперника, поэтому по этому варианту правил взятия нет.
note-pass = { $player-dat } нечем ходить: ход пропускается.
note-pass--NAM-3 = В лунках, принадлежащих { $player-dat }, нет зёрен, поэтому ход пропускается.
note-direction-cw = { $player } сеет по часовой стрелке.
note-direction-ccw = { $player } сеет против часовой стрелки.
note-direction-cw--KIM-3 = В этой игре все ходы идут по часовой стрелке.
note-direction-cw--KSW-12 = Напротив посаженного зерна пусто, поэтому ход холостой, и направление выбирает игрок: { $player } сеет по часовой стрелке.
note-direction-ccw--KSW-12 = Напротив посаженного зерна пусто, поэтому ход холостой, и направление выбирает игрок: { $player } сеет против часовой стрелки.
note-direction-cw--KSW-15 = Жатва: { $player } выбирает направление — по часовой стрелке.
note-direction-ccw--KSW-15 = Жатва: { $player } выбирает направление — против часовой стрелки.
note-direction-cw--KUJ-5 = { $player } выбирает направление хода — по часовой стрелке.
note-direction-ccw--KUJ-5 = { $player } выбирает направление хода — против часовой стрелки.
note-direction-cw--KUJ-11 = Направление меняется: от левой головы посев идёт по часовой стрелке.
note-direction-ccw--KUJ-11 = Направление меняется: от правой головы посев идёт против часовой стрелки.
note-direction-cw--OMW-8 = { $player } сеет из крайней левой лунки по часовой стрелке: так можно, потому что этот посев закончится взятием.
note-direction-ccw--OMW-8 = Отсюда можно было бы сеять назад, но { $player } сеет против часовой стрелки, как обычно.
note-direction-cw--CH-6 = { $player } сеет по часовой стрелке: так можно только тогда, когда посев ведёт к взятию.
note-direction-ccw--CH-6 = { $player } сеет дальше против часовой стрелки, как обычно.
note-head = Взятые зёрна сеются, начиная с головы (лунка { $pit }).
note-head--KSW-10 = { $zone ->
    [outskirts] Взятие было на окраине (лунка { $landing }), поэтому зёрна идут в ближайшую голову — { $head ->
        [left] левую, и дальше по часовой стрелке.
       *[other] правую, и дальше против часовой стрелки.
    }
    [centre] { $planting ->
        [yes] Взятие не на окраине, и это первое взятие хода, поэтому голова выбрана свободно: { $head ->
            [left] левая, и дальше по часовой стрелке.
           *[other] правая, и дальше против часовой стрелки.
        }
       *[other] Взятие не на окраине, поэтому направление сохраняется: зёрна идут в { $head ->
            [left] левую голову и дальше по часовой стрелке.
           *[other] правую голову и дальше против часовой стрелки.
        }
    }
   *[other] Взятые зёрна сеются, начиная с головы: { $head ->
        [left] с левой — по часовой стрелке.
       *[other] с правой — против часовой стрелки.
    }
}
note-head--KUJ-11 = { $zone ->
    [outskirts] Взятие было на окраине (лунка { $landing }), поэтому зёрна идут в ближайшую голову — { $head ->
        [left] левую, и дальше по часовой стрелке.
       *[other] правую, и дальше против часовой стрелки.
    }
    [centre] Взятие не на окраине, поэтому направление сохраняется: зёрна идут в { $head ->
        [left] левую голову и дальше по часовой стрелке.
       *[other] правую голову и дальше против часовой стрелки.
    }
   *[other] Взятые зёрна сеются, начиная с головы: { $head ->
        [left] с левой — по часовой стрелке.
       *[other] с правой — против часовой стрелки.
    }
}
note-stop = Ход останавливается в лунке { $pit }.
note-stop--KSW-18 = Ход останавливается в доме: целый рабочий дом останавливает посев (в ходе со взятием — по выбору игрока).
note-stop--KS-2 = Ход останавливается в доме: внешний дом останавливает посев всегда, внутренний — по выбору игрока.
note-stop--KSW-21 = Лунка { $pit } заблокирована, поэтому посев в ней останавливается.
note-harvest = Запас { $owner-gen } исчерпан: дальше только жатва.
note-harvest--KSW-14 = Запас { $owner-gen } исчерпан: посадка закончилась, дальше жатва.
note-harvest--A33 = Запас { $owner-gen } исчерпан: посадка закончилась, дальше жатва со взятиями.
note-endless = Этот ход не заканчивается: посев кружит без конца.
note-endless--ENG-LOOP = Посев здесь никогда бы не закончился, поэтому игра завершается вничью.
note-endless--KSW-23 = Посев прошёл двенадцать кругов без взятия: это бесконечный ход.
note-blocked = Лунка { $pit } заблокирована на следующий ход соперника.
note-blocked--KSW-21 = Лунка { $pit } заблокирована: следующим ходом соперник не может из неё сеять, а его посев в ней остановится.
note-block-lifted = Лунка { $pit } больше не заблокирована.
note-block-lifted--A27 = Блокировка с лунки { $pit } снята: она действует только один ход.
note-round = Начинается раунд { $round }.
note-round--NAM-8 = Начинается раунд { $round }: каждый владеет столькими лунками, сколько четвёрок взял.

## Texts: pit names and reasons. A pit the learner's way (after the word «лунка», any case):
## numbered from 1 from its owner's left; $rows two/four, $row inner/outer/near, $n, $owner-gen.
pit-label = { $rows ->
    [four] { $n } { $row ->
        [inner] внутреннего
       *[outer] внешнего
    } ряда { $owner-gen }
   *[two] { $n } { $owner-gen }
}
## A move in the learner's words (move_label): one part per action of the move.
move-label = { $part ->
    [plant] посадка в лунку { $pit }
    [take] взятие из лунки { $pit }
    [head-left] с левой головы
    [head-right] с правой головы
    [cw] по часовой стрелке
    [ccw] против часовой стрелки
    [go] сафари: посев идёт дальше
    [stop] остановка в доме
    [pass-turn] пропуск хода: сеять нечего
    [pass] без дополнительных лунок
   *[sow] ход из лунки { $pit }
}
## A task's solution with the move in the learner's words ($move from move_label).
lesson-solution = Решение: { $move }.

## Why a game ended.
end-row_empty = ряд одного из игроков опустел
end-cannot_move = игроку, чья очередь, нечем ходить
end-majority = один из игроков собрал больше половины зёрен
end-cannot_feed = соперника нечем накормить
end-agreed = игроки договорились закончить
end-repetition = позиция повторилась
end-no_seeds = у игрока не осталось зёрен
end-inner_row_empty = { $loser ->
    [none] внутренние ряды обоих игроков опустели
    [someone] внутренний ряд одного из игроков опустел
   *[other] внутренний ряд { $loser } опустел
}
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
illegal-incomplete-plant = Ход ещё не закончен: выберите лунку, куда посадить зерно.
illegal-incomplete-direction = Ход ещё не закончен: выберите направление посева.
illegal-incomplete-head = Ход ещё не закончен: выберите голову, с которой сеять взятые зёрна.
illegal-incomplete-stop-or-go = Ход ещё не закончен: выберите, остановиться в доме или сеять дальше.
illegal-incomplete-other-sowing = Ход ещё не закончен: выберите лунку первого посева соперника.
illegal-incomplete-take-or-pass = Ход ещё не закончен: выберите ещё одну лунку, из которой взять, или откажитесь.
illegal-incomplete-take = Ход ещё не закончен: выберите ещё одну лунку, из которой взять.
illegal-incomplete-take-or-leave = Ход ещё не закончен: выберите, взять четвёрку или оставить её.
illegal-incomplete-setup-or-pass = Ход ещё не закончен: выберите ещё одну лунку расстановки или закончите её.
illegal-incomplete-setup = Ход ещё не закончен: выберите ещё одну лунку в ряду соперника для расстановки.
illegal-incomplete-pit = Ход ещё не закончен: выберите лунку, из которой сеять.
illegal-incomplete-other = Ход ещё не закончен: сделайте следующий выбор.
illegal-unexpected = Такого выбора в этом ходе нет.
illegal-rule = правило { $rule }

## Bad input. error-family-not-built: a game of the family an embed built with one family leaves
## out; $rows (two/four) is the game's family.
error-position-syntax = Запись позиции не удалось прочитать (символ { $column }).
error-position-syntax-why = Запись позиции не удалось прочитать: в символе { $column } { $why ->
    [number] ожидалось число.
    [too-large] слишком большое число.
    [seeds] { $key } содержит { $count } зёрен, а можно не больше 255.
    [list] после «{ $key }=» должен идти список лунок в квадратных скобках: [4,4,4].
    [comma-or-bracket] в списке «{ $key }» числа разделяют запятой, а закрывает список «]».
    [pair] два числа (для Юга и Севера) разделяют запятой: moves=3,2.
    [to-move] позиция заканчивается словами «, S to move» или «, N to move» (кто ходит).
    [key-value] ожидалось «ключ=значение».
    [destroyed] о доме можно написать только «destroyed» (разрушен).
    [starter] после «starter=» пишут S или N.
    [result] результат пишут так: result=S:причина, N:причина или draw:причина.
    [key] ключа «{ $key }» в записи позиции нет.
    [mixed-rows] смешаны ключи двух рядов (S=) и четырёх рядов (S.I=).
    [rows] не хватает рядов доски: для двух рядов — S=[…] и N=[…], для четырёх — S.I, S.O, N.I и N.O.
    [pit] «{ $key }» — не лунка этой доски.
   *[owner] в «own=» для каждой лунки пишут S или N.
}
error-position-layout = У этой доски другой размер, чем нужен для этой игры.
error-position-pit-count = В ряду { $row } { $found }, а должно быть { $expected }.
error-position-seed-count = В { $place } слишком много зёрен: { $count }, а можно не больше { $max }.
error-position-too-many = В позиции { $total } зёрен, а можно не больше { $max }.
error-position-inconsistent = Позиция противоречит правилу { $rule }.
error-position-over = Игра в этой позиции уже закончилась, потому что { $reason } (правило { $rule }): допишите к позиции её результат (result=…).
error-position-endless = Ни один ход игрока, чья очередь, не имел бы конца, так что игра в этой позиции уже закончилась вничью (правило { $rule }): допишите к позиции результат (result=…).
error-position-no-part = { $part ->
    [stores] В этой игре нет амбаров (правило { $rule }): взятые зёрна остаются на доске, так что SS и NS должны быть 0.
    [off] В этой игре зёрна не покидают доску (правило { $rule }), так что off должно быть 0.
    [reserves] В этой игре нет запаса зёрен, которые сажают на доску (правило { $rule }), так что S.res и N.res должны быть 0.
    [rounds] Эта игра идёт в один раунд, его начинает Юг, и каждый игрок владеет своей половиной доски (правило { $rule }), так что round=, own= и starter= здесь не пишут.
    [house] В этой игре нет дома (правило { $rule }), так что разрушить его нельзя.
   *[blocked] Эта игра идёт без блокировки (правило { $rule }), так что ни одну лунку нельзя заблокировать.
}
error-position-off-before-end = Зёрна покидают доску, только когда игра заканчивается (правило { $rule }): допишите результат или поставьте off=0.
error-position-blocked-off-board = Заблокированная лунка № { $index } — не лунка этой доски (правило { $rule }).
error-position-blocked-not-inner = Заблокировать можно только лунку внутреннего ряда, а не лунку { $pit } (правило { $rule }).
error-position-empty-house = Лунка { $pit } — дом, и она пуста, а пустой дом разрушен (правило { $rule }): напишите { $side }.house=destroyed.
error-position-columns = Доски на { $columns } столбцов нет ни в одной игре (правило { $rule }).
error-position-round-zero = Раунды считают с первого (правило { $rule }), так что round=0 не бывает.
error-position-first-round-owners = В первом раунде каждый игрок владеет лунками своего ряда (правило { $rule }), так что own= здесь не пишут.
error-position-not-the-setter = Доска пуста, а следующий раунд расставляет тот, у кого больше зёрен (правило { $rule }), тогда как очередь в позиции — за другим игроком.
error-position-setup-without-choice = Доска пуста, но расстановка нового раунда не оставляет выбора (правило { $rule }): дайте позицию уже после расстановки.
error-position-repeated-key = В записи позиции ключ «{ $key }» повторён (символ { $column }): каждый ключ пишут один раз.
error-position-row-too-long = В ряду { $row } { $found }, а у доски не больше { $max } столбцов.
error-position-false-majority = Позиция отдаёт победу { $winner } по большинству зёрен, но в амбаре { $winner-gen } только { $own }, а в амбаре соперника — { $other }.
error-position-false-majority-draw = Позиция говорит, что игра закончилась вничью по большинству зёрен, но в амбаре Юга { $south }, а в амбаре Севера — { $north }.
error-unknown-variant = Игры «{ $id }» нет.
error-family-not-built = { $rows ->
    [four] «{ $id }» — игра на четырёх рядах, а на этой доске есть только игры на двух рядах.
   *[two] «{ $id }» — игра на двух рядах, а на этой доске есть только игры на четырёх рядах.
}
error-unknown-option = У этой игры нет параметра «{ $key }».
error-bad-option-value = Параметр «{ $key }» не может иметь значение «{ $value }».
error-malformed-option = Параметр нужно записать как «название=значение», а не «{ $text }».
error-option-undeclared = Ошибка движка: правила игры «{ $id }» читают параметр «{ $key }», которого у этой игры нет.
error-option-unhandled = Ошибка движка: правила игры «{ $id }» не знают, что значит значение «{ $value }» параметра «{ $key }».
error-move-parse-empty = Ход пустой: в нём нет ни лунки, ни выбора.
error-move-parse =
    { $whole ->
        [yes] Ход «{ $token }» не удалось прочитать: это не название лунки этой доски и не выбор в ходе.
       *[no] В ходе «{ $token }» не удалось прочитать «{ $part }»: это не название лунки этой доски и не выбор в ходе.
    }

## Game records that cannot be read or replayed (record_error, replay_error), on the play page and in the embed.
## $first is yes when the message starts the sentence (no line and column before it).
record-at = Строка { $line }, столбец { $column }: { $why }
record-error-unterminated-comment = комментарий не закрыт: после «{"{"}» нет «{"}"}» (скобку внутри комментария пишут как «\{"}"}»).
record-error-unterminated-tag = тег не закрыт: после «[» нет кавычек и «]».
record-error-unterminated-variation = вариант не закрыт: после «(» нет «)».
record-error-unmatched-close = эта «)» ничего не закрывает.
record-error-unknown-tag = неизвестный тег «{ $name }». Можно писать теги Variant, Option, Start, { $known }, а свои — с началом «X-».
record-error-duplicate-tag = тег «{ $name }» записан дважды (повторять можно только Option).
record-error-bad-tag-name = здесь должно быть название тега (тег выглядит как [Title "…"]).
record-error-bad-tag-value = здесь должно быть значение тега в кавычках (тег выглядит как [Title "…"]).
record-error-bad-tag-close = после значения тега должна стоять «]».
record-error-tag-after-moves = тег после ходов: все теги пишут в начале записи.
record-error-missing-variant = в записи нет тега [Variant "…"] с названием игры.
record-error-bad-option = параметр «{ $value }» записан неправильно: нужно [Option "название=значение"].
record-error-bad-move-number = номер хода «{ $found }» не на своём месте: здесь должно быть «{ $expected }».
record-error-number-without-move = после номера хода должен стоять сам ход.
record-error-variation-without-move = вариант «(» должен стоять после хода, вместо которого его играют.
record-error-empty-variation = в варианте «()» нет ни одного хода.
record-error-too-deep = варианты вложены слишком глубоко (можно не больше { $max } уровней).
record-error-unexpected-char = здесь не может стоять символ «{ $char }».
record-error-repeated-option = параметр «{ $key }» задан дважды: каждый параметр пишут один раз.
record-error-too-much-size = запись слишком длинная: в ней больше { $max } { $max ->
    [one] байта
   *[other] байтов
}, а больше запись вмещать не может.
record-error-too-much-tags = в записи больше { $max } { $max ->
    [one] тега
   *[other] тегов
}, а больше запись вмещать не может.
record-error-too-much-tag-name = название тега слишком длинное: больше { $max } { $max ->
    [one] символа
   *[other] символов
}.
record-error-too-much-tag-value = значение тега слишком длинное: больше { $max } { $max ->
    [one] символа
   *[other] символов
}.
record-error-too-much-comments = в записи больше { $max } { $max ->
    [one] комментария
   *[other] комментариев
}, а больше запись вмещать не может.
record-error-too-much-comment-length = комментарий слишком длинный: больше { $max } { $max ->
    [one] символа
   *[other] символов
}.
record-error-too-much-plies = в записи больше { $max } { $max ->
    [one] хода
   *[other] ходов
} (вместе с вариантами), а больше запись вмещать не может.
record-error-too-much-token-length = ход записан слишком длинным словом: больше { $max } { $max ->
    [one] символа
   *[other] символов
}.
record-error-option =
    { $first ->
        [yes] Параметр
       *[no] параметр
    } «{ $key }={ $value }»: { $why }
record-error-start =
    { $first ->
        [yes] Начальная позиция
       *[no] начальная позиция
    }: { $why }
record-error-move =
    { $first ->
        [yes] Ход
       *[no] ход
    } «{ $number } { $token }»: { $why }
record-error-move-variation =
    { $first ->
        [yes] Ход
       *[no] ход
    } «{ $number } { $token }» в варианте: { $why }

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
site-link-too-long = Ссылка слишком длинная, поэтому сайт её не читал: { $what ->
        [moves] в ходах партии (m=)
        [position] в позиции (p=)
        [options] в параметрах игры (o=)
        [name] в названии в адресе
       *[link] в адресе
    } символов: { $length }, а можно не больше { $limit }. Проверьте, скопирована ли ссылка целиком и без лишнего; длинную партию разделите на более короткие. Вот список игр.
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
site-mark-hint = подсказка
site-mark-here = здесь выбор
site-mark-named = смотрите
site-mark-way = сюда
site-mark-way-left = влево
site-mark-way-right = вправо
site-turn = Ходит { $player }
site-turn-choose = { $player }: выберите, как продолжить ход
site-game-over = Игра окончена
site-keys-help = Стрелками можно переходить от лунки к лунке, Enter или пробел делает ход. На кнопках показа: ← → — на один шаг, ↑ ↓ — на один ход, Home и End — начало и конец.
site-player = Пошаговый показ хода
site-play-pause-play = ▶ Воспроизвести
site-play-pause-pause = ❚❚ Пауза
site-seed-back = ◀ Шаг
site-seed-forward = Шаг ▶
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
site-choice-head = Сеять с головы { $pit }
site-choice-go = Сеять дальше
site-choice-stop = Остановиться здесь
site-choice-take = Забрать ещё из лунки { $pit }
site-choice-pass = Хватит, больше не брать
site-choice-pass-turn = Пропустить ход: сеять нечего
site-choice-finish = Закончить ход
site-choice-cancel = Отменить выбор
site-choice-dir-to = { $way ->
    [left] Влево
    [right] Вправо
   *[other] { $clock ->
        [cw] По часовой стрелке
       *[ccw] Против часовой стрелки
    }
}, первым зерном в лунку { $pit }
site-choice-head-side = Сеять из { $way ->
    [left] левой
   *[right] правой
} головы, лунки { $pit }
site-choice-go--KSW-18 = Сафари: взять зёрна из дома и сеять дальше (дом будет разрушен)
site-choice-stop--KSW-18 = Остановиться в доме: дом остаётся целым
site-choice-take--OMW-2 = Перенести из лунки { $pit } во внутренний ряд
site-link-error = Ссылка повреждена: { $why }
site-link-bad-position = Позиция в ссылке неправильная: { $why } Показана обычная начальная позиция.
site-link-bad-move = Ход № { $number } («{ $token }») из ссылки сделать нельзя: { $why } Показана партия до последнего правильного хода.
site-link-bad-variant = Показан список игр.
site-rules-title = Правила игры «{ $name }»
site-rule-sources = Источник: { $sources }
site-rule-proposal = Статьи об этом молчат, поэтому здесь мы решили сами.
site-rule-id = Правило { $id }
site-rules-no-rule = Правила «{ $rule }» на этой странице нет: вот все правила этой игры.
site-sources-heading = Статьи-источники
site-options-heading = Параметры

## content-assets: the rules pages and lessons are fetched on demand (site/src/platform/content.rs)
site-content-loading = Загружаем текст…
site-content-offline =
    { $what ->
        [puzzles] Не удалось загрузить задачи
        [lessons] Не удалось загрузить уроки
        [page] Не удалось загрузить страницу
        [glossary] Не удалось загрузить словарь
       *[rules] Не удалось загрузить правила
    }: нет связи с сайтом. Проверьте подключение к интернету и попробуйте ещё раз.
site-content-missing =
    { $what ->
        [puzzles] Задач этой игры на сайте не нашлось
        [lessons] Уроков этой игры на сайте не нашлось
        [glossary] Словаря на сайте не нашлось
       *[rules] Правил этой игры на сайте не нашлось
    }. Возможно, сайт только что обновился: перезагрузите страницу.
site-content-unreadable =
    { $what ->
        [puzzles] Задачи этой игры не удалось прочитать
        [lessons] Уроки этой игры не удалось прочитать
        [glossary] Словарь не удалось прочитать
       *[rules] Правила этой игры не удалось прочитать
    }: файл на сайте повреждён. Перезагрузите страницу; если не поможет, попробуйте позже.
site-content-retry = Попробовать ещё раз
## glossary: the glossary page (site/src/pages/glossary.rs) and its link on the home page.
site-glossary-link = Словарь терминов: лунка, амбар, эстафета, дом…
site-glossary-title = Словарь терминов
site-glossary-intro = У каждого понятия здесь одно слово, одно и то же в уроках, в правилах и в подписях к ходам. Рядом — как его называют в самих играх и правила, где оно действует.
site-glossary-source = В самих играх:
site-glossary-rules = Правила:
site-glossary-unknown = В словаре нет термина «{ $term }»; вот все термины.
## embed: the <mancala-board> element for other sites (site/src/embed/mod.rs, docs/EMBED.md).
site-embed-loading = Загружаем запись партии…
site-embed-error = Доску не удалось показать.
site-embed-region = Анимированная доска: { $name }
site-embed-keys = Клавиши, когда доска в фокусе: ← → — на один шаг, ↑ ↓ — на один ход, пробел — показ или пауза, Home и End — начало и конец.
site-embed-tap = Нажмите на доску, чтобы показать ходы или остановить показ; стрелки ← → и ↑ ↓ шагают, когда доска в фокусе.
site-embed-ply-start = Начальная позиция. Ходов в партии: { $total }.
site-embed-ply = { $ply } из { $total }: { $move }
site-embed-variations = Другие варианты:
site-embed-puzzle-prompt = Задача. Ходит { $player }: нажмите на лунку, с которой начинается лучший ход.
site-embed-puzzle-show = Показать решение
site-embed-puzzle-right = Да, лучший ход начинается с лунки { $pit }. Вот он.
site-embed-puzzle-wrong = Лучший ход начинается не с лунки { $pit }. Попробуйте ещё.
site-embed-puzzle-shown = Вот решение.
site-embed-puzzle-empty = Атрибут puzzle пуст: напишите решение, например puzzle="S2".
site-embed-no-variant = Не указана игра: добавьте атрибут variant (например, variant="oware") или запись партии.
site-embed-bad-lang = Язык «{ $value }» не поддерживается: напишите lang="uk" или lang="ru".
site-embed-bad-start = Атрибут start должен быть номером хода (0, 1, 2…), а не «{ $value }».
site-embed-start-too-far = Атрибут start просит ход { $start }, но последняя позиция партии — после хода { $plies }.
site-embed-bad-autoplay = Атрибут autoplay может быть пустым, true или false, а не «{ $value }».
site-embed-bad-speed = Атрибут speed должен быть числом от 1 до 5, а не «{ $value }».
site-embed-bad-controls = Атрибут controls может быть true или false, а не «{ $value }».
site-embed-bad-size = Атрибут size может быть small, medium, large или шириной вроде 480px или 100%, а не «{ $value }».
site-embed-fetch-failed = Запись партии по адресу «{ $url }» не удалось загрузить ({ $detail }).
site-embed-family-failed = Не удалось загрузить правила { $rows ->
        [four] игр на четырёх рядах
        [two] игр на двух рядах
       *[other] игр
    } ({ $file }: { $detail }).
site-embed-too-long = { $what ->
        [record-text] Запись партии слишком длинная (символов: { $length }, а можно не больше { $limit }): сократите её или разделите партию между несколькими досками.
       *[other] Атрибут { $what } слишком длинный (символов: { $length }, а можно не больше { $limit }): сократите его.
    }
## classroom: offline use, projector mode, printing, game records (site-offline-*, site-projector-*, site-print-*, site-record-*)

site-offline-ready = Сайт сохранён на этом устройстве: он будет открываться и без интернета.
site-offline-updated = Загружена новая версия сайта. Она откроется в следующий раз, когда вы зайдёте на сайт или обновите страницу.
site-projector = Проектор
site-projector-title = Режим проектора: большая доска, крупные цифры и чёткие цвета, чтобы было видно с последней парты
site-print-link = Печать позиции
site-print-title = { $name }: позиция
site-print-to-move = Ход: { $player }
site-print-question-label = Вопрос к позиции (будет напечатан под доской, со строками для ответа):
site-print-question = Вопрос:
site-print-answer = Ответ:
site-print-over = Игра окончена
site-print-print = Напечатать
site-print-download = Скачать SVG
site-print-back = Вернуться к игре
site-print-help = На бумаге будет только доска с подписями, без меню сайта. Рисунок SVG можно вставить в текстовый документ для рабочего листа.
site-print-bad-position = Позицию для печати не удалось прочитать: { $why }
site-record-heading = Запись партии
site-record-help = Запись хранит игру, её параметры, начальную позицию и все ходы. Её можно сохранить в файл, отправить или вставить сюда, чтобы продолжить игру.
site-record-export = Скачать файл .mancala
site-record-copy = Копировать запись
site-record-copied = Запись скопирована.
site-record-copy-failed = Скопировать не удалось: выделите текст записи и скопируйте его вручную.
site-record-text-label = Текст записи (можно вставить свою)
site-record-import = Открыть запись из текста
site-record-file = Открыть файл записи
site-record-empty = Сначала вставьте текст записи.
site-record-file-error = Файл не удалось прочитать: { $why }
site-record-loaded = Запись открыта: { $title }
site-record-untitled = партия без названия
site-record-dropped = Комментарии и варианты из записи здесь не показаны: на доске основная линия партии.
## lessons-site: the course and lesson pages (site/src/pages/lesson.rs), progress on the home page
site-lesson-learn = Учиться
site-lesson-path = Игры стоят в порядке обучения, как советуют статьи: начните сверху, каждая следующая игра опирается на предыдущие.
site-lesson-progress-short = { $done }/{ $total }
site-lesson-progress = Пройдено { $done } из { $total } { $total ->
    [one] урока
   *[other] уроков
}
site-lesson-course-title = Уроки игры «{ $name }»
site-lesson-course-intro = Уроки идут один за другим: каждый показывает несколько правил на доске и даёт попробовать самому.
site-course-builds-on = Курс объясняет всё с нуля, но легче будет тому, кто знает:
site-course-route = Путь от самой простой игры:
site-course-appendix = Приложение
site-course-appendix-about = Эти уроки — вне основного пути: исторические варианты и подробности источников. Курс пройден и без них.
site-lesson-loading = Загружаем уроки…
site-lesson-missing = Для этой игры уроков ещё нет. Правила уже можно прочитать, а сыграть — попробовать.
site-lesson-not-found = Урока «{ $lesson }» в курсе этой игры нет. Вот все её уроки.
site-lesson-bad-step = Шага «{ $step }» в этом уроке нет (в нём { $total } { $total ->
    [one] шаг
    [few] шага
   *[many] шагов
}), поэтому показан первый шаг.
site-lesson-broken = Этот урок не удалось открыть: { $why }
site-lesson-done = пройден
site-lesson-not-done = ещё не пройден
site-lesson-open = Начать урок
site-lesson-step-of = Шаг урока { $step } из { $total }
site-lesson-prev = ◀ Предыдущий шаг
site-lesson-next = Следующий шаг ▶
site-lesson-finish = Завершить урок ✓
site-lesson-replay = ↺ Показать ход ещё раз
site-lesson-rules = Правила этого шага
site-lesson-task = Задание
site-lesson-your-move = Сделайте ход на доске: выберите лунку (мышью или стрелками и Enter).
site-lesson-new-terms = Новые слова: { $terms }
site-lesson-praise = Верно! Именно такой ход и был нужен.
site-lesson-praise-also = Верно! Этот ход тоже достигает цели.
site-lesson-right = Ваш ход — { $move }.
site-lesson-wrong = Ваш ход — { $move } — цели не достигает.
site-lesson-wrong-captured = Он забрал { $seeds }.
site-lesson-wrong-captured-none = Он не забрал ни одного зерна.
site-lesson-wrong-best = А больше всего здесь можно забрать { $seeds }.
site-lesson-wrong-no-extra-turn = Последнее зерно упало в { $place }, поэтому теперь ходит соперник.
site-lesson-wrong-no-extra-turn-plain = Дополнительного хода этот ход не даёт: теперь ходит соперник.
site-lesson-wrong-last-seed = Последнее зерно упало в { $place }, а не в отмеченную лунку: посчитайте ещё раз, сколько зёрен в лунке и сколько шагов до цели.
site-lesson-place-pit = лунку { $pit }
site-lesson-place-store-own = ваш амбар
site-lesson-place-store-opp = амбар соперника
site-lesson-wrong-not-fed = После него у соперника так и нет ни одного зерна.
site-lesson-wrong-reply = В ответ соперник { $plant ->
    [yes] сажает зерно в { $reply }
   *[no] ходит из { $reply }
} и забирает { $seeds }.
site-lesson-wrong-game-goes-on = После него игра продолжается.
site-lesson-wrong-other = Здесь нужен другой ход.
site-lesson-wrong-refuted-quiet = Лучший ответ соперника — { $plant ->
    [yes] посадка в { $reply }
   *[no] ход из { $reply }
}: сразу он ничего не забирает, но через несколько ходов выигрывает больше.
site-lesson-wrong-refuted-loss = По расчёту компьютера, этот ход хуже решения примерно на { $seeds }.
site-lesson-wrong-refuted-misses-win = Решение ведёт к неизбежной победе, а этот ход её упускает.
site-lesson-wrong-refuted-loses = После этого хода соперник выигрывает, как бы вы ни играли дальше.
site-lesson-hint = Подсказка:
site-lesson-retry = Попробовать ещё раз
site-lesson-show-solution = Показать решение
site-lesson-solution = Решение: { $move }.
site-lesson-engine-error = Ход не удалось оценить: { $why }
site-lesson-finished = Урок пройден!
site-lesson-next-lesson = Следующий урок: «{ $title }»
site-lesson-course-done = Вы прошли все уроки этой игры. Теперь сыграйте настоящую партию!
site-lesson-play = Сыграть партию
site-lesson-back-to-course = К списку уроков
site-drill-link = Упражнения на счёт
site-drill-about = десять позиций из случайных партий, каждый раз других: куда упадёт последнее зерно, какой ход берёт больше всего, какой даёт ещё один ход.
site-drill-more = Ещё десять упражнений
site-drill-of = Упражнение { $n } из { $total }
site-review-title = Повторение
site-review-summary = На сегодня: { $due ->
    [one] { $due } задание
    [few] { $due } задания
   *[many] { $due } заданий
}; позже: { $later }.
site-review-item = «{ $title }», шаг { $step }
site-review-about = Задание, не решённое с первой попытки, возвращается на следующий день, а потом через 3, 7 и 21 день, пока вы не решите его с первой попытки четыре раза подряд.
site-lesson-course = Уроки
site-lesson-reset = Сбросить прогресс этой игры
site-lesson-reset-all = Сбросить прогресс всех игр
site-lesson-reset-confirm = Забыть, какие уроки вы прошли? Отменить это будет невозможно.
site-lesson-reset-yes = Да, сбросить
site-lesson-reset-no = Нет, оставить
site-lesson-reset-done = Прогресс сброшен.
## ftl: a language of the site is loaded when it is first shown (site/src/platform/content.rs, `locale`).

## The site's pages: where to start, games that are not lost, the lesson's own line, words for the
## options, rule numbers and sources (issue 16; keys of this block are used by site/src).
site-start-here-title = С чего начать
site-start-here = Впервые здесь? Начните с первого урока: он покажет правило на доске, а потом даст попробовать самому.
site-paths = Дальше выберите игру, которую хотите освоить, и идите к ней курсами по дороге: они не обязательны, но с ними легче.
site-start-here-link = ▶ Начать обучение: { $name }, урок 1
site-home-play = Играть
site-learner-pit =
    { $row ->
        [inner] лунка { $n } внутреннего ряда { $side }
        [outer] лунка { $n } внешнего ряда { $side }
       *[near] лунка { $n } { $side }
    }
site-link-bad-move-kept = Ход № { $number } из ссылки — { $move } — сделать нельзя: { $why } Игра показана до этого хода.
site-link-rest-kept = Остальные ходы ссылки (всего { $count }: { $moves }) остаются в адресе, пока вы не сделаете свой ход.
site-game-over-score = { $result } Счёт: { $south } — { $south-seeds }, { $north } — { $north-seeds } ({ $how }).
site-score-stores = зёрна в амбарах
site-score-halves = зёрна на стороне каждого игрока
site-new-game-confirm = Начать новую игру? Эту партию потом вернёт кнопка «Назад» браузера.
site-new-game-yes = Да, новая игра
site-new-game-no = Нет, играть дальше
site-new-game-start = Начать новую игру?
site-new-game-computer = Компьютер и дальше будет играть за { $side }, уровень { $level }.
site-new-game-people = Новая игра вдвоём, без компьютера
site-players = Игроки: имена и поворот доски
site-player-south = Игрок Юга
site-player-north = Игрок Севера
site-players-turn = Поворачивать доску к тому, кто ходит: каждый видит свои лунки внизу, с 1 слева
site-record-confirm = Открыть запись вместо этой партии? Её потом вернёт кнопка «Назад» браузера.
site-record-yes = Да, открыть запись
site-lesson-own-line = Ваш ход — { $played } — тоже верный. Дальше урок идёт своим путём: на доске позиция после его хода — { $solution }.
site-lesson-own-line-short = Дальше урок пойдёт своим путём, от своего хода — { $solution }.
site-lesson-next-game = Следующая игра: { $name }
site-lesson-all-done = Это последняя игра курса. Вы прошли весь путь!
site-rule-tags-help = Это правила игры, которые показывает этот шаг: нажмите на название, чтобы прочитать правило.
site-rule-id-help = Номер правила: уроки ссылаются на правило этим номером.
site-source-code-help = В квадратных скобках — номер статьи-источника:
site-source-000 = [000] «Класичні Настільні Ігри» — украинский сайт о манкалах, несколько страниц (автор и год на страницах не указаны).
site-source-001 = [001] «Игры на досках», раздел «Игры семейства манкала»: вари, калах, оуа (автор и год в тексте не указаны).
site-source-003 = [003] «Манкала — настольная игра с историей в 3000 лет», запись в блоге о калахе (автор и год не указаны).
site-source-004 = [004] Подборка «Правила игры манкала»: Дмитрий Скирюк, «Игротека: как играть в манкалу», журнал «Вокруг света», № 10, октябрь 2016; правила калаха из магазина; лист правил «Mancala, Oware & Bao».
site-source-no-link = Ссылок на эти статьи у нас нет: цитируем их по тексту.
site-option-in-link = в ссылке: { $key }
site-notice-rule = Что говорит правило { $id }: прочитать на странице правил

## Games kept on the device (site/src/pages/kept.rs): the last game of each variant, offered back on the home page and the play page; a full storage said once (issue 38, R5, R6).
site-kept-title = Ваши последние партии
site-kept-offer = Ваша последняя партия в эту игру сохранена на этом устройстве.
site-kept-continue = Продолжить партию
site-kept-forget = Забыть партию
site-storage-failed = Не удалось сохранить ваш прогресс на этом устройстве: память браузера для сайтов заполнена или отключена. Пройденные уроки, рейтинг задач, выбор языка и незаконченные партии сейчас не сохраняются. Освободите место (например, удалите в браузере данные ненужных вам сайтов) и перезагрузите страницу.

## The learner's progress as a file (site/src/pages/backup.rs, progress_page.rs, #/progress): saved, read back on this or another device, merged (issue 38 R6, issue 36).
site-progress-link = Ваш прогресс: сохранить в файл или перенести на другое устройство
site-storage-export = Сохраните прогресс в файл, чтобы не потерять его
site-progress-title = Ваш прогресс
site-progress-intro = Прогресс хранится только в этом браузере на этом устройстве. Сохраните его в файл, чтобы перенести на другое устройство или восстановить, если браузер очистит данные сайтов. Файл можно открыть здесь и на любом устройстве: то, что уже есть на устройстве, не пропадёт.
site-progress-empty = На этом устройстве ещё нет прогресса: ни пройденного урока, ни задачи, ни сохранённой партии.
site-progress-lessons = Пройдено уроков: { $count }
site-progress-lessons-of = { $name } — { $count }
site-progress-puzzles = Задачи: вы брались за { $tried }, с первой попытки решили { $first }
site-progress-rating = Рейтинг в задачах: { $rating }
site-progress-reviews = Заданий на повторение: { $count }
site-progress-games = Незаконченных партий: { $count }
site-progress-export = Сохранить прогресс в файл
site-progress-import = Открыть файл прогресса
site-progress-exported = Файл «{ $file }» сохранён: ищите его в загрузках браузера.
site-progress-export-failed = Браузер не дал сохранить файл. Попробуйте ещё раз или в другом браузере.
site-progress-nothing = В файле нет ничего, чего не было бы на этом устройстве: здесь уже всё есть.
site-progress-added = Из файла добавлено: { $parts }.
site-progress-added-lessons = { $count ->
    [one] { $count } пройденный урок
    [few] { $count } пройденных урока
   *[other] { $count } пройденных уроков
}
site-progress-added-puzzles = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[other] { $count } задач
}
site-progress-added-reviews = { $count ->
    [one] { $count } задание на повторение
    [few] { $count } задания на повторение
   *[other] { $count } заданий на повторение
}
site-progress-added-games = { $count ->
    [one] { $count } незаконченная партия
    [few] { $count } незаконченные партии
   *[other] { $count } незаконченных партий
}
site-progress-added-settings = выбор языка, скорости показа или соперника (там, где на этом устройстве его ещё не было)
site-progress-added-rating = рейтинг в задачах { $rating } (в файле решено больше задач)
site-progress-not-progress = Это не файл прогресса этого сайта. Выберите файл, который сохранила кнопка «Сохранить прогресс в файл»: его название начинается с mancala-progress.
site-progress-newer = Этот файл сохранён более новой версией сайта. Перезагрузите страницу, чтобы открылась новая версия, и откройте файл ещё раз.
site-progress-too-big = Файл слишком большой для файла прогресса ({ $size } { $size ->
    [one] байт
    [few] байта
   *[other] байт
}, а такой файл бывает не больше { $limit }). Выберите файл, который сохранила кнопка «Сохранить прогресс в файл».
site-progress-unreadable = Браузер не смог прочитать этот файл. Выберите его ещё раз; если не поможет, сохраните файл заново на том устройстве, где хранится прогресс.
site-progress-unsaved = Прогресс из файла прочитан, но сохранить его на этом устройстве не удалось: память браузера для сайтов заполнена или отключена.

## The teacher's cap on the computer's level (site/src/pages/computer.rs, play.rs; issue 36 C1): set by a link, lifted on the device.
site-cap-set = На этом устройстве компьютер теперь играет не сильнее уровня { $level }. Ссылкой это ограничение не снять: учитель снимает его на самом устройстве, удерживая кнопку «Снять ограничение» на странице игры.
site-cap-kept = Ссылка не изменила ограничение: на этом устройстве компьютер играет не сильнее уровня { $level }. Повысить или снять ограничение можно только на самом устройстве: на странице игры удерживайте кнопку «Снять ограничение».
site-cap-lift = Снять ограничение
site-cap-lift-how = Для учителя: нажмите и удерживайте две секунды
site-cap-lift-ask = Снять ограничение уровня на этом устройстве? Компьютер снова сможет играть на любом уровне.
site-cap-lift-yes = Да, снять
site-cap-lift-no = Нет

## The teacher's page and a pupil's page of an assignment (site/src/pages/teacher.rs, assignment.rs; issue 36): the assignment as a link and a QR code, the pupils' codes, the class table.

site-teacher-link = Для учителя: задание для класса по ссылке или QR-коду и результаты учеников
site-task-last = Ваше задание от учителя: открыть ещё раз
site-teacher-title = Страница учителя
site-teacher-intro = Составьте задание из уроков, задач и партий против компьютера. Ученики открывают его по ссылке или QR-коду, а в конце показывают вам короткий код: из таких кодов складывается таблица класса. На сервер ничего не отправляется: задание записано в самой ссылке, а таблица хранится только на этом устройстве.
site-teacher-name = Название задания (необязательно):
site-teacher-lessons = Уроки и задачи
site-teacher-game = Игра:
site-teacher-theme = Тема:
site-teacher-any-theme = любая
site-teacher-level = сложность:
site-teacher-any-level = любая
site-teacher-count = сколько:
site-teacher-add-puzzles = Добавить задачи
site-teacher-games = Партии против компьютера
site-teacher-ai-level = уровень компьютера:
site-teacher-wins = сколько побед:
site-teacher-add-games = Добавить партии
site-teacher-cap = Ограничение уровня компьютера на устройствах учеников (остаётся на устройстве, пока учитель не снимет его там):
site-teacher-no-cap = без ограничения
site-teacher-cap-conflict = Ограничение ниже уровня, на котором нужно выиграть: ученики не смогут выполнить эту часть задания, на их устройствах не будет нужного уровня. Поднимите ограничение или снизьте уровень партий.
site-teacher-items = Что вошло в задание
site-teacher-empty = Пока ничего. Отметьте уроки или добавьте задачи либо партии.
site-teacher-remove = Убрать из задания
site-teacher-link-title = Ссылка для учеников
site-teacher-link-intro = Отправьте ссылку ученикам или покажите QR-код на проекторе: его можно считать камерой телефона или планшета. QR-код создаётся прямо на этом устройстве, поэтому появится и без интернета, и его можно распечатать.
site-teacher-open = Открыть как ученик
site-teacher-print = Распечатать
site-teacher-qr = QR-код ссылки на задание
site-teacher-class-title = Результаты класса
site-teacher-class-intro = Каждый ученик видит на странице задания своё имя и код вида 7K3M-2QXA-9PB4T. Введите или вставьте их ниже, каждого ученика с новой строки. Если ученики открыли сайт из интернета, их QR-код можно считать камерой телефона: откроется эта страница, и строка добавится в таблицу на том устройстве, которым считали код. Код с ошибкой сайт заметит и не добавит.
site-teacher-codes = Имена и коды учеников, каждый ученик с новой строки:
site-teacher-read = Добавить в таблицу
site-teacher-scan = Сканировать коды камерой
site-teacher-scan-stop = Выключить камеру
site-teacher-scan-intro = Наведите камеру на QR-код ученика: строка добавится в таблицу сама. Потом покажите камере код следующего ученика.
site-teacher-scan-denied = Сайту не разрешено пользоваться камерой. Разрешите доступ к камере (значок рядом с адресом страницы) и нажмите кнопку ещё раз или введите коды вручную.
site-teacher-scan-no-camera = Камера не найдена, или ею уже пользуется другая программа. Закройте её или введите коды вручную.
site-teacher-scan-failed = Камера не включилась ({ $why }). Введите коды вручную.
site-teacher-csv = Сохранить таблицу (CSV)
site-teacher-clear = Очистить таблицу
site-teacher-clear-ask = Удалить с этого устройства все результаты учеников по этому заданию? Вернуть их можно будет, только если ученики снова покажут коды.
site-teacher-clear-yes = Да, удалить
site-teacher-clear-no = Нет, оставить
site-teacher-class-empty = Результатов по этому заданию пока нет.
site-teacher-added = { $count ->
    [0] Ни одной строки не добавлено.
    [one] Добавлена { $count } строка.
    [few] Добавлены { $count } строки.
   *[other] Добавлено { $count } строк.
}
site-teacher-no-code = В строке «{ $line }» нет кода: код — это 13 латинских букв и цифр (дефисы не считаются), например 7K3M-2QXA-9PB4T. Допишите его после имени.
site-teacher-mistyped = В строке «{ $line }» код введён с ошибкой. Сверьте каждый знак с экраном ученика.
site-teacher-no-name = В строке «{ $line }» нет имени перед кодом. Допишите имя ученика.
site-teacher-other-task = В строке «{ $line }» код от другого задания. Проверьте, что ученик открыл именно эту ссылку и что на этой странице то же задание, без изменений после того, как вы его отправили.
site-teacher-col-name = Ученик
site-teacher-col-lessons = Уроки
site-teacher-col-puzzles = Решено с первой попытки
site-teacher-col-tried = Начатые задачи
site-teacher-col-rating = Рейтинг в задачах
site-teacher-col-games = Победы
site-teacher-col-mistakes = Ошибки в партиях
site-teacher-scorm-title = Для школьной учебной платформы (Moodle и другие с SCORM 1.2)
site-teacher-scorm-intro = Если школа работает на платформе, которая принимает пакеты SCORM 1.2, скачайте задание в виде пакета SCORM и добавьте его на платформу как элемент курса. Ученики будут открывать задание прямо там, а платформа сама будет узнавать, выполнено ли оно, и получать балл от 0 до 100. В балле одинаково считаются каждый пройденный урок, каждая задача, решённая с первой попытки, и каждая заданная победа. В пакете весь сайт одним файлом, поэтому пакет работает и на школьном сервере без интернета.
site-teacher-scorm = Скачать пакет SCORM
site-teacher-scorm-making = Собираем пакет…
site-teacher-scorm-made = Пакет «{ $file }» ({ $size } МБ) сохранён в загрузках. Добавьте этот файл на платформу, ничего в нём не меняя.
site-teacher-scorm-failed = Не удалось собрать пакет ({ $why }): не загрузился один из файлов сайта. Проверьте соединение и нажмите кнопку ещё раз.
site-teacher-scorm-file = Эта страница открыта из файла на устройстве, а пакет собирается из файлов сайта на сервере. Откройте страницу учителя по адресу сайта (в интернете или на школьном сервере) и соберите пакет там.

site-task-title = Задание
site-task-intro = Здесь всё, что задал учитель, и отмечено, что из этого уже сделано на этом устройстве. Партии засчитываются со дня, когда вы впервые открыли это задание. Когда закончите, покажите учителю свой код внизу страницы.
site-task-preview = Это просмотр для учителя: на этом устройстве задание не сохраняется, а ограничение уровня компьютера не включается. Ученики увидят такую же страницу.
site-task-your-name = Ваши имя и фамилия:
site-task-lesson = { $game }: урок { $n } «{ $title }»
site-task-lesson-n = { $game }: урок { $n }
site-task-puzzles = { $game }: { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[other] { $count } задач
}
site-task-level-of-puzzles = сложность { $level }
site-task-games = { $game }: выиграть { $wins ->
    [one] { $wins } партию
    [few] { $wins } партии
   *[other] { $wins } партий
} у компьютера уровня не ниже { $level }
site-task-done = пройден
site-task-not-done = ещё не пройден
site-task-puzzle-first = Задача { $n }: решена с первой попытки
site-task-puzzle-later = Задача { $n }: решена, но не с первой попытки
site-task-puzzle-missed = Задача { $n }: ещё не решена, была ошибка
site-task-puzzle-new = Задача { $n }: ещё не решалась
site-task-puzzles-state = с первой попытки: { $first } из { $total }
site-task-games-state = побед: { $won }, сыграно: { $played }
site-task-play = Играть
site-task-report-title = Ваш код для учителя
site-task-report-intro = Покажите учителю эту строку или QR-код под ней. Код показывает то, что сделано к этому моменту: возвращайтесь сюда, когда сделаете что-то ещё.
site-task-need-name = Напишите выше своё имя, и здесь появится код для учителя.
site-task-copy-failed = Скопировать не удалось: выделите строку и скопируйте её вручную.
site-teacher-copy-failed = Скопировать не удалось: выделите ссылку и скопируйте её вручную.
site-task-qr = QR-код с вашим именем и кодом для учителя
site-task-to-teacher = Для учителя: открыть это задание на странице учителя, чтобы читать коды учеников
site-task-sum-lessons = уроков пройдено: { $done } из { $of }
site-task-sum-puzzles = задач решено с первой попытки: { $first } из { $of } (начато { $tried })
site-task-sum-rating = рейтинг в задачах: { $rating }
site-task-sum-games = побед над компьютером: { $won } из { $of } (сыграно { $played })
site-task-sum-mistakes = ошибок, которые заметил тренер: { $count }
site-task-lms = Задание открыто с платформы вашей школы. Платформа сама узнаёт, сколько вы уже сделали: каждый раз, когда вы переходите на другую страницу сайта или закрываете его.
site-task-bad-link = Ссылка на задание повреждена: не удалось прочитать { $part } («{ $value }»). Попросите учителя прислать ссылку ещё раз или скопируйте её целиком.
site-task-empty = В этой ссылке нет ни уроков, ни задач, ни партий. Попросите учителя прислать ссылку ещё раз.
site-task-many = Пунктов в ссылке: { $count }, а в задании может быть не больше { $max }. Попросите учителя разделить его на два.
site-task-part-n = название задания
site-task-part-l = список уроков
site-task-part-p = список задач
site-task-part-g = список партий
site-task-part-cap = ограничение уровня компьютера
site-progress-added-results = { $count ->
    [one] { $count } сыгранная партия против компьютера
    [few] { $count } сыгранные партии против компьютера
   *[other] { $count } сыгранных партий против компьютера
}

## Option labels and values (site-opt-<key>, site-opt-<key>--<value>; dots as --, _ as -)
site-opt-namnam--fours-owner = Кто забирает четвёрку, появившуюся посреди посева
site-opt-namnam--fours-owner--owner-midway-mover-last = Владелец лунки; четвёрку от последнего зерна — тот, кто ходит
site-opt-namnam--fours-owner--mover = Всегда тот, кто ходит
site-opt-namnam--allow-neglect = Четвёрку можно прозевать
site-opt-namnam--rounds = Играть раундами, пока кто-то не заберёт все лунки
site-opt-namnam--cycle-end = Если раунд зациклился без четвёрок
site-opt-namnam--cycle-end--to-pit-owner = Зёрна получают владельцы лунок
site-opt-namnam--cycle-end--draw = Ничья
site-opt-namnam--max-rounds = Наибольшее число раундов
site-opt-engine--endless-move = Ход, который никогда не заканчивается
site-opt-engine--endless-move--illegal = Такой ход запрещён
site-opt-engine--endless-move--draw = Такой ход заканчивает игру вничью
site-opt-baokc--sow-opponent-store = Сеять и в амбар соперника
site-opt-baokc--capture-takes-sowing-seed = Забирать в амбар и своё последнее зерно
site-opt-baokc--cycle-end = Если зёрна лишь кружат без взятий
site-opt-baokc--cycle-end--discard-and-compare = Зёрна на доске не считаются, сравнивают взятое
site-opt-baokc--cycle-end--draw = Ничья
site-opt-baokl--singleton-rule = Когда можно ходить из лунки с одним зерном
site-opt-baokl--singleton-rule--all-nonempty-are-singletons = Когда в каждой непустой лунке по одному зерну
site-opt-baokl--singleton-rule--all-pits-are-singletons = Когда в каждой лунке ряда ровно одно зерно
site-opt-baokl--cycle-end = Если зёрна лишь кружат без взятий
site-opt-baokl--cycle-end--discard-and-compare = Зёрна на доске не считаются, сравнивают взятое
site-opt-baokl--cycle-end--draw = Ничья
site-opt-choro--first-move = Как сыграть одновременный первый ход
site-opt-choro--first-move--interleaved = Гонка: посевы чередуются
site-opt-choro--first-move--in-sequence = Сначала весь ход одного, потом другого
site-opt-choro--first-move-order = Порядок одновременного первого хода
site-opt-choro--first-move-order--south-then-north = Сначала нижний игрок, потом верхний
site-opt-choro--first-move-order--north-then-south = Сначала верхний игрок, потом нижний
site-opt-choro--first-move-order--random = Жребий
site-opt-choro--mode1-is-move = Взятие первым способом — это весь ход
site-opt-choro--mode1-start = Куда падает первое зерно при взятии первым способом
site-opt-choro--mode1-start--V = В вашу лунку напротив
site-opt-choro--mode1-start--V-plus-1 = В лунку после неё
site-opt-choro--direction-model = Когда ещё можно сеять по часовой стрелке
site-opt-choro--direction-model--cw-chain = После первого такого посева — из любой лунки, если будет взятие
site-opt-choro--direction-model--per-sowing = Каждый посев отдельно, только из четырёх крайних лунок
site-opt-choro--direction-model--persist = Ход так и идёт по часовой стрелке до конца
site-opt-choro--reverse-pits = Какие четыре крайние лунки
site-opt-choro--reverse-pits--leftmost = Четыре крайние левые, как в омвесо
site-opt-choro--reverse-pits--outskirts = Окраина: по две с каждого края внутреннего ряда
site-opt-engine--repetition-draw = Ничья, когда позиция повторилась столько раз (0 — выключено)
site-opt-hus--columns = Ширина доски
site-opt-hus--columns--8 = 4×8
site-opt-hus--columns--12 = 4×12
site-opt-hus--columns--16 = 4×16
site-opt-hus--direction = Направление посева
site-opt-hus--direction--ccw = Против часовой стрелки
site-opt-hus--direction--cw = По часовой стрелке
site-opt-hus--no-capture-on-first-move = Первый ход каждого игрока ничего не берёт
site-opt-hus--outer-row-moves-only = Начинать ход только из внешнего ряда
site-opt-hus--murray = Хус по Мюррею
site-opt-kabwanga--capture-order = Взятие и сверхэстафета в одной лунке
site-opt-kabwanga--capture-order--capture-then-super-relay = Сначала взятие, потом сверхэстафета
site-opt-kabwanga--capture-order--capture-ends-move = Взятие, и ход окончен
site-opt-kabwanga--capture-order--super-relay-only = Только сверхэстафета, без взятия
site-opt-kabwanga--super-relay-start = Куда падает первое зерно сверхэстафеты
site-opt-kabwanga--super-relay-start--next-pit = В лунку после той, из которой взяли зёрна
site-opt-kabwanga--super-relay-start--lifted-pit = Обратно в ту же лунку
site-opt-kabwanga--singletons = Ход, когда остались одни одиночки
site-opt-kabwanga--singletons--prefer-relay = Сначала те, что запускают эстафету
site-opt-kabwanga--singletons--any = Любая одиночка
site-opt-kiarabu--repetition-count = Ничья, когда позиция появилась столько раз
site-opt-kalah--seeds-per-pit = Зёрен в каждой лунке в начале
site-opt-kalah--empty-opposite = Последнее зерно в пустой лунке, а напротив тоже пусто
site-opt-kalah--empty-opposite--no-capture = Ничего не происходит, зерно остаётся
site-opt-kalah--empty-opposite--take-own-seed = Своё зерно уходит в амбар
site-opt-kalah--end-trigger = Когда заканчивается игра
site-opt-kalah--end-trigger--any-row-empty = Как только опустеет любой ряд
site-opt-kalah--end-trigger--mover-cannot-move = Когда игроку, чья очередь, нечем ходить
site-opt-kalah--skip-origin = Пропускать лунку, из которой начался ход
site-opt-katra-nh--singleton-rule = Правило об одиночках при посадке
site-opt-katra-nh--singleton-rule--from-start = Действует с начала игры
site-opt-katra-nh--singleton-rule--never = Не действует
site-opt-bao--inner-empty-check = Когда проверяют пустой внутренний ряд
site-opt-bao--inner-empty-check--end-of-move = После каждого хода
site-opt-bao--inner-empty-check--immediate = В тот же миг, даже посреди хода
site-opt-kiswahili--endless = Ход, который не заканчивается
site-opt-kiswahili--endless--cancel-game = Игра отменена
site-opt-kiswahili--endless--mover-loses = Тот, кто ходил, проигрывает
site-opt-kiswahili--endless--stop-and-pass = Ход останавливается, ходит соперник
site-opt-kiarabu--columns = Ширина доски
site-opt-kiarabu--columns--8 = 4×8, обычная доска
site-opt-kiarabu--columns--7 = 4×7, классическая доска
site-opt-kimasai--plant-inner-only = Сажать только во внутренний ряд
site-opt-kimasai--capture-start = Куда падает первое взятое зерно
site-opt-kimasai--capture-start--B = В ту же лунку, куда упало последнее зерно
site-opt-kimasai--capture-start--B-plus-1 = В следующую лунку
site-opt-kiswahili--tax-condition = Когда дом облагается налогом
site-opt-kiswahili--tax-condition--other-inner-pits-empty = Когда остальные лунки внутреннего ряда пусты
site-opt-kiswahili--tax-condition--other-outer-pits-empty = Когда лунки внешнего ряда пусты (дословно)
site-opt-kiswahili--house-landing = Ход со взятием закончился в рабочем доме
site-opt-kiswahili--house-landing--capture-first = Если напротив есть зёрна — сначала взятие
site-opt-kiswahili--house-landing--always-choice = Всегда выбор: остановиться или сафари
site-opt-kiswahili--blocking = Играть с блокировкой
site-opt-kiswahili--murray-zero-phase = Нулевая фаза Мюррея
site-opt-kujifunza--singletons = Ход одиночкой
site-opt-kujifunza--singletons--forbidden = Запрещён
site-opt-kujifunza--singletons--kutakata-only = Можно, но только холостой
site-opt-kujifunza--inner-priority = Холостой ход — сначала из внутреннего ряда
site-opt-moruba--extra-pits = Сколько ещё лунок соперника можно забрать после взятия
site-opt-moruba--extra-compulsory = Забирать дополнительные лунки обязательно
site-opt-omweso--reverse-pits = Из каких четырёх лунок можно сеять по часовой стрелке
site-opt-omweso--reverse-pits--leftmost = Четыре крайние левые
site-opt-omweso--reverse-pits--rightmost = Четыре крайние правые
site-opt-omweso--direction-model = Направление после посева по часовой стрелке
site-opt-omweso--direction-model--per-sowing = Каждый посев отдельно
site-opt-omweso--direction-model--persist = Ход так и идёт по часовой стрелке до конца
site-opt-omweso--special-wins = Особые победы
site-opt-omweso--both-ends = Что значит «с обоих краёв»
site-opt-omweso--both-ends--end-columns = Оба крайних столбца
site-opt-omweso--both-ends--halves = Левая и правая половины
site-opt-omweso--second-capture = Победа вторым ходом со взятием
site-opt-omweso--second-capture--second-capturing-move = Любой второй ход со взятием
site-opt-omweso--second-capture--first-two-moves = Только если это первые два хода
site-opt-omweso--setup = Расстановка перед игрой
site-opt-omweso--setup--fixed = Всё остаётся во внешнем ряду
site-opt-omweso--setup--move-whole-pits-inward = Можно переложить содержимое любых лунок целиком
site-opt-omweso--setup--move-any-part-inward = Можно переложить любую часть зёрен
site-opt-oware--capture-pattern = Какие лунки забирают вместе с последней
site-opt-oware--capture-pattern--chain-backward = Цепочка назад от последней лунки
site-opt-oware--capture-pattern--neighbours-both-sides = Последняя лунка и её соседи с обеих сторон
site-opt-oware--capture-only-last-pit = Брать, только если последнее зерно упало в крайнюю лунку соперника
site-opt-oware--grand-slam = Ход, который забирает все зёрна соперника
site-opt-oware--grand-slam--allowed = Можно, это обычное взятие
site-opt-oware--grand-slam--forbidden = Такой ход запрещён
site-opt-oware--grand-slam--allowed-no-capture = Ходить можно, но ничего не берётся
site-opt-oware--must-feed = Кормить соперника, у которого не осталось зёрен
site-opt-oware--remaining-on-no-move = Кому достаются зёрна на доске, когда кому-то нечем ходить
site-opt-oware--remaining-on-no-move--to-side-owner = Тому, на чьей стороне они лежат
site-opt-oware--remaining-on-no-move--discard = Никому: они не считаются
site-opt-oware--remaining-on-no-move--to-starved = Тому, кому нечем ходить
site-opt-oware--agreed-end = Если игроки договорились закончить
site-opt-oware--agreed-end--discard-and-compare = Зёрна на доске не считаются, сравнивают взятое
site-opt-oware--agreed-end--draw = Ничья
site-opt-oware--agreed-end--each-takes-own-side = Каждый забирает зёрна своего ряда
site-opt-oware--end-at-majority = Игра заканчивается, как только кто-то взял больше половины зёрен (25)
site-opt-oware--sow-into-own-store = Сеять и в свой амбар, как в калахе
site-opt-oware--cycle-end = Если позиция повторилась без взятий
site-opt-oware--cycle-end--discard-and-compare = Зёрна на доске не считаются, сравнивают взятое
site-opt-oware--cycle-end--each-takes-own-side = Каждый забирает зёрна своего ряда
site-opt-oware--cycle-end--as-agreed-end = Как при договорённости закончить
site-opt-oware--cycle-end--draw = Ничья

site-locale-offline =
    Не удалось загрузить { $lang ->
        [ru] русскую
       *[uk] украинскую
    } версию сайта: нет связи с сайтом. Проверьте подключение к интернету и попробуйте ещё раз.
site-locale-missing =
    { $lang ->
        [ru] Русской
       *[uk] Украинской
    } версии сайта не нашлось. Возможно, сайт только что обновился: перезагрузите страницу.
site-locale-unreadable =
    { $lang ->
        [ru] Русскую
       *[uk] Украинскую
    } версию сайта не удалось прочитать: файл на сайте повреждён. Перезагрузите страницу; если не поможет, попробуйте позже.

## ftl: the computer opponent's levels (crates/ai, `Level::text_key`), one line each, and the teacher's cap.
ai-level-0 = Уровень 0: ходит наугад, любым разрешённым ходом.
ai-level-1 = Уровень 1: смотрит только на свой ход и забирает самую большую добычу, какую видит.
ai-level-2 = Уровень 2: учитывает свой ход и ответ соперника.
ai-level-3 = Уровень 3: просчитывает игру на шесть ходов вперёд.
ai-level-4 = Уровень 4: просчитывает игру на десять ходов вперёд.
ai-level-5 = Уровень 5, сильнейший: две секунды на ход, а концовки калаха и оваре играет без единой ошибки.
ai-level-capped = Учитель разрешил играть с компьютером не выше уровня { $level }.

## ftl: playing against the computer on the play page (site/src/pages/computer.rs): the settings, the hint in two steps, the coach's verdicts and the review after the game. $pit is a pit in the learner's words (site-pit-case), $seeds a count of seeds in words.
site-pit-case =
    { $case ->
        [gen] лунки
        [acc] лунку
       *[nom] лунка
    } { $n }{ $row ->
        [inner] {" "}внутреннего ряда
        [outer] {" "}внешнего ряда
       *[near] {""}
    } { $side }
site-ai-title = Игра с компьютером
site-ai-side = Компьютер играет
site-ai-side-off = не играет: играют два человека
site-ai-side-for = за { $side }
site-ai-level = Уровень
site-ai-coach = Тренер: оценивать каждый мой ход
site-ai-thinking = Компьютер думает…
site-ai-wait = Сейчас ходит компьютер: дождитесь его хода.
site-ai-failed = Компьютер не смог ответить: не удалось загрузить его файлы или они повреждены. Проверьте подключение к интернету и попробуйте ещё раз.
site-ai-retry = Попробовать ещё раз
site-ai-hint = Подсказка
site-ai-hint-more = Какой ход и почему?
site-ai-hint-look = Обратите внимание на { $pit }.
site-ai-hint-best = Лучший ход — из { $pit }.
site-ai-fact-captures = Он забирает { $seeds }.
site-ai-fact-extra = После него вы ходите ещё раз.
site-ai-fact-ends = Этим ходом игра заканчивается.
site-ai-fact-quiet = Сразу он ничего не забирает, но даёт лучшую позицию на несколько ходов вперёд.
site-ai-reply-captures = Соперник лучше всего ответит { $plant ->
    [yes] посадкой в { $pit }
   *[no] ходом из { $pit }
} и заберёт { $seeds }.
site-ai-reply-quiet = Соперник лучше всего ответит { $plant ->
    [yes] посадкой в { $pit }
   *[no] ходом из { $pit }
} и ничего не заберёт.
site-ai-others = Любой другой ход позволяет сопернику забрать не меньше { $seeds } (ходом из { $pit }).
site-ai-value =
    { $sign ->
        [ahead] По расчёту компьютера, после этого вы впереди примерно на { $seeds }.
        [behind] По расчёту компьютера, соперник и после этого впереди примерно на { $seeds }: лучшего здесь нет.
       *[even] По расчёту компьютера, после этого игра примерно равна.
    }
site-ai-verdict-best = Отлично: это лучший ход.
site-ai-verdict =
    { $grade ->
        [good] Хороший ход: почти такой же сильный, как лучший.
        [inaccuracy] Неточность: этот ход хуже лучшего примерно на { $seeds }.
        [mistake] Ошибка: этот ход хуже лучшего примерно на { $seeds }.
       *[blunder] Грубая ошибка: этот ход хуже лучшего примерно на { $seeds }.
    }
site-ai-better = Лучше было ходить из { $pit }.
site-ai-better-captures = Тот ход забирает { $seeds }.
site-ai-better-extra = После того хода вы ходили бы ещё раз.
site-ai-refutation = Теперь соперник может пойти из { $pit } и забрать { $seeds }.
site-ai-take-back = Взять ход назад и попробовать ещё
site-ai-review = Разбор игры: самые большие ошибки
site-ai-review-none = Ни одной ошибки: все оценённые ходы были хорошими.
site-ai-review-item = Ход № { $number } ({ $move }): { $why }
site-ai-review-show = Показать на доске

## ftl: puzzle prompts (crates/puzzles, `Theme::prompt_key`), one per theme; $side is `south` or `north`, the player to move.
puzzle-prompt-capture =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход, который забирает больше всего.
puzzle-prompt-capture-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: несколько ходов здесь что-то забирают. Найдите лучший: он забирает, но не обязательно больше всех.
puzzle-prompt-double-capture =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход, который забирает зёрна сразу из нескольких лунок.
puzzle-prompt-double-capture-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: несколько ходов здесь забирают зёрна сразу из нескольких лунок. Найдите лучший из них.
puzzle-prompt-extra-turn =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход, после которого вы ходите ещё раз.
puzzle-prompt-extra-turn-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: несколько ходов здесь дают походить ещё раз. Найдите лучший из них.
puzzle-prompt-extra-turn-chain =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: начните цепочку ходов, когда вы ходите снова и снова.
puzzle-prompt-extra-turn-chain-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: несколько ходов здесь дают походить ещё раз. Найдите лучший: он начинает цепочку, когда вы ходите снова и снова.
puzzle-prompt-avoid-capture =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: соперник ждёт добычи. Найдите ход, после которого он заберёт как можно меньше.
puzzle-prompt-avoid-capture-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: соперник ждёт добычи. Найдите лучший ход: сам он ничего не забирает, зато после него соперник заберёт меньше, чем после второго по силе хода.
puzzle-prompt-feed-opponent =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: у соперника пусто. Найдите лучший ход, который даёт ему зёрна.
puzzle-prompt-avoid-grand-slam =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: не забирайте у соперника всё до зёрнышка — найдите ход, который действительно приносит зёрна.
puzzle-prompt-avoid-grand-slam-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: не забирайте у соперника всё до зёрнышка: такой ход ничего не приносит. Найдите лучший ход.
puzzle-prompt-grand-slam =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход, который забирает у соперника все зёрна его ряда.
puzzle-prompt-grand-slam-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: несколько ходов здесь забирают у соперника все зёрна его ряда. Найдите лучший из них.
puzzle-prompt-relay-capture =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход, в котором посев передаётся эстафетой в новую лунку и кончается взятием.
puzzle-prompt-relay-capture-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: в нескольких ходах здесь посев передаётся эстафетой и кончается взятием. Найдите лучший из них.
puzzle-prompt-head-choice =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход и выберите, с какого края ряда сеять дальше.
puzzle-prompt-safari =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: стоит ли идти дальше из дома? Найдите лучший ход.
puzzle-prompt-house-tax =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход, который берёт из дома два зерна.
puzzle-prompt-house-tax-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: несколько ходов здесь берут из дома два зерна. Найдите лучший из них.
puzzle-prompt-blocking =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход, который блокирует лунку соперника на его следующий ход.
puzzle-prompt-blocking-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: несколько ходов здесь блокируют лунку соперника на его следующий ход. Найдите лучший из них.
puzzle-prompt-extra-pits =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход, который берёт зёрна ещё и из других лунок.
puzzle-prompt-extra-pits-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: несколько ходов здесь берут зёрна ещё и из других лунок. Найдите лучший из них.
puzzle-prompt-destroy-house =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход, который разрушает дом соперника.
puzzle-prompt-destroy-house-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: несколько ходов здесь разрушают дом соперника. Найдите лучший из них.
puzzle-prompt-endgame-counting =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: зёрен осталось мало. Просчитайте игру до конца и найдите лучший ход.
puzzle-prompt-finish-game =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: найдите ход, который забирает зёрна и заканчивает игру.
puzzle-prompt-finish-game-best =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: несколько ходов здесь забирают зёрна и заканчивают игру. Найдите лучший из них.
puzzle-prompt-best-move =
    Ход { $side ->
        [north] Севера
       *[south] Юга
    }: здесь есть только один хороший ход. Найдите его.

## ftl: the puzzle lessons (crates/content/src/puzzles.rs: the exporter makes them from tutorials/puzzles). $theme is a theme's name (puzzle-theme-*), $pit a pit after the word «лунка» (pit-label), $move a move in words (move-label).
puzzle-say = Сложность { $level } из 5, тема: { $theme }.
puzzle-hint = Присмотритесь к лунке { $pit }.
puzzle-hint-plain = Сравните, что даёт каждый возможный ход, и подумайте, как ответит соперник.
puzzle-praise = Да! Лучше всего здесь — { $move }: по оценке компьютера, он приносит как минимум на { $seeds } больше, чем любой другой.
puzzle-praise-plain = Да! Лучше всего здесь — { $move }.
# A worksheet's key (issue 36, C10): the puzzle's winning line and why, from its step logs.

puzzle-key-line = Решение: { $line }.
puzzle-key-first-extra-store = Последнее зерно ложится в ваш амбар, и вы ходите ещё раз
puzzle-key-first-extra = После этого хода вы ходите ещё раз
puzzle-key-first-capture = Уже первый ход забирает { $seeds }
puzzle-key-first-ends = Этот ход заканчивает игру
puzzle-key-gain = { $start ->
    [upper] За
   *[lower] за
} эти ходы { $mine ->
    [0] { $theirs ->
        [0] никто не получает ни одного зерна
       *[other] вы не получаете ничего, а соперник — { $theirs-seeds }
    }
   *[other] { $theirs ->
        [0] вы получаете { $mine-seeds }, а соперник — ничего
       *[other] вы получаете { $mine-seeds }, а соперник — { $theirs-seeds }
    }
}
puzzle-key-others = после любого другого хода соперник в ответ забирает не меньше { $seeds }
puzzle-title = Задачи
puzzle-summary = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[many] { $count } задач
} из партий, которые компьютер сыграл сам с собой: в каждой только один ход заметно лучше всех остальных. Сначала более лёгкие.
puzzle-mixed-title = Задача из подборки: { $game }
puzzle-mixed-summary = По нескольку задач из каждой игры, одна за другой.
puzzle-theme-capture = взятие
puzzle-theme-double-capture = взятие из нескольких лунок
puzzle-theme-extra-turn = ещё один ход
puzzle-theme-extra-turn-chain = цепочка ходов
puzzle-theme-avoid-capture = не дать сопернику взятия
puzzle-theme-feed-opponent = кормить соперника
puzzle-theme-avoid-grand-slam = не отрубить голову
puzzle-theme-grand-slam = отрубить голову
puzzle-theme-relay-capture = эстафета со взятием
puzzle-theme-head-choice = выбор головы
puzzle-theme-safari = сафари
puzzle-theme-house-tax = налог с дома
puzzle-theme-blocking = блокировка
puzzle-theme-extra-pits = дополнительные лунки
puzzle-theme-destroy-house = разрушить дом
puzzle-theme-endgame-counting = точный подсчёт в конце игры
puzzle-theme-finish-game = закончить игру
puzzle-theme-best-move = лучший ход
## puzzles-site: the puzzles' pages (site/src/pages/puzzles.rs): the puzzle of the day, the mixed run, each game's set; $n, $total are numbers.
site-puzzles-link = Задачи: найдите лучший ход
site-puzzles-title = Задачи
site-puzzles-intro = В каждой задаче один ход намного лучше остальных: компьютер проверил это двумя разными глубокими расчётами. Найдите этот ход. Если ошибётесь, сайт сыграет ваш ход, покажет ответ соперника и объяснит, чего вы не учли.
site-puzzles-daily = Задача дня
site-puzzles-mixed = Задачи из всех игр подряд
site-puzzles-games = Задачи каждой игры
site-puzzles-next = Следующая задача
site-puzzles-back = Ко всем задачам
site-puzzles-of = Задача { $n } из { $total }
site-puzzles-not-found = Задачи { $n } в подборке нет: в ней { $total } задач. Выберите другую.
site-puzzles-rating = Рейтинг задач: { $rating } ({ $change }).
site-puzzles-stats = Ваш рейтинг задач — { $rating }. С первой попытки решено { $right } из { $tried }.
site-puzzles-none-yet = Вы ещё не решали задач. Начните с задачи дня: рейтинг появится после первого ответа.
site-puzzles-missed = Задачи, которые не удались с первой попытки. Вернитесь к ним: решённая задача исчезнет из этого списка.
site-puzzles-missed-item = { $game }, задача { $n }
site-puzzles-filter = Выбор задач по теме и сложности
site-puzzles-filter-theme = Тема:
site-puzzles-filter-level = Сложность:
site-puzzles-filter-all = все
site-puzzles-worksheet = Лист для печати с этими задачами
site-lesson-practice = Закрепите задачами на тему:
site-puzzles-worksheet-short = лист для печати
site-puzzles-back-game = Вернуться к задачам
site-puzzles-embed = Встроить эту задачу в свою страницу
site-puzzles-embed-help = Скопируйте этот код в страницу или запись блога: там появится доска с этой задачей. Читатель нажимает на лунку, с которой начинается лучший ход, или просит показать решение.
site-puzzles-bad-level = Сложность в ссылке — «{ $level }», а должна быть числом от 1 до 5. Показаны все задачи игры.
site-puzzles-no-theme = Темы «{ $theme }» среди задач этой игры нет. Показаны все задачи игры.
site-puzzles-no-match = Задач этой темы с такой сложностью в этой игре нет. Показаны все задачи игры; выберите другую тему или сложность.
site-worksheet-title = { $name }: задачи
site-worksheet-level = сложность { $level }
site-worksheet-item = Задача { $n }
site-worksheet-count = Сколько задач:
site-worksheet-per = На листе A4:
site-worksheet-per-n = { $n ->
    [4] 4, крупнее
   *[other] { $n }
}
site-worksheet-bad-per = На листе бывает 4 или 6 задач, а в ссылке — «{ $per }»; здесь их { $n }.
site-worksheet-name = Имя: ____________________    Дата: ____________
site-worksheet-answer-line = Ваш ход: ______________________________
site-worksheet-key = Ответы. { $title }
site-worksheet-download = Скачать лист (SVG)
site-worksheet-download-key = Скачать ответы (SVG)
site-worksheet-help = Выберите тему, сложность, число задач и сколько их будет на листе. На бумаге будут только задачи, а ответы с решением и объяснением — на отдельной странице в конце; чтобы получить PDF, в окне печати выберите «Сохранить как PDF».
site-worksheet-bad-count = Число задач в ссылке — «{ $count }», а должно быть числом от 1 до { $max }.

## ftl: the counting drills (crates/content/src/drills.rs: the exporter makes them by random play from the start). $pit is a pit after the word «лунка» (pit-label).
drill-title = Упражнения на счёт
drill-summary = { $count ->
    [one] { $count } упражнение
    [few] { $count } упражнения
   *[many] { $count } упражнений
} из позиций случайных партий: каждый раз другие, а ответ — ход на доске.
drill-say-last-seed = Упражнение на счёт: куда упадёт последнее зерно?
drill-prompt-last-seed = Сделайте ход, после которого последнее зерно упадёт в отмеченную лунку { $pit }.
drill-hint-last-seed = Считайте от лунки, из которой берёте, по лунке на зерно: последнее должно лечь именно в отмеченную лунку { $pit }.
drill-hint-capture-most = Самое большое взятие здесь — { $seeds }. Для каждого хода найдите, куда ляжет последнее зерно и что тогда берут.
drill-hint-extra-turn = Ещё один ход даёт последнее зерно в вашем амбаре: ищите лунку, в которой зёрен ровно столько, сколько шагов от неё до амбара.
drill-hint-extra-turn-other = Ищите ход, после которого очередь остаётся за вами: проследите, куда ляжет последнее зерно каждого хода.
drill-mind-plant = Посадка кладёт одно зерно из запаса, а дальше сеют все зёрна этой лунки.
drill-mind-head = Взятые зёрна здесь сеют от головы, так что и считайте от неё.
drill-mind-house-stop = Учтите дом: посев, который до него доходит, может там остановиться.
drill-mind-blocked = Учтите заблокированную лунку: посев здесь в ней останавливается.
drill-mind-relay = Первый посев здесь не последний: когда последнее зерно падает в занятую лунку, её зёрна берут и сеют дальше.
drill-mind-lap = Кучка здесь большая и обходит весь круг, так что считайте и второй круг.
drill-mind-skip-store = Амбар соперника посев пропускает, его не считайте.
drill-mind-skip-pit = Лунку, из которой взяли зёрна, посев пропускает.
drill-mind-own-store = Свой амбар посев не пропускает: он тоже получает зерно, и это шаг счёта.
drill-mind-plain = Здесь ничего не пропускают и нигде не останавливаются: хватит простого счёта лунок.
drill-praise-last-seed = Да, последнее зерно упало именно в отмеченную лунку.
drill-say-capture-most = Упражнение на счёт: какой ход берёт больше всего?
drill-prompt-capture-most = Найдите ход, который берёт столько зёрен, сколько не возьмёт ни один другой.
drill-praise-capture-most = Да, больше здесь не берёт ни один ход.
drill-say-extra-turn = Упражнение на счёт: какой ход даёт ещё один ход?
drill-prompt-extra-turn = Найдите ход, после которого вы ходите ещё раз.
drill-praise-extra-turn = Да, последнее зерно в вашем амбаре, поэтому вы ходите ещё раз.
