//! Playing against the computer on the play page: whom it plays, its level, the coach; the
//! hint; the verdict on the learner's last move; the review once the game is over; the teacher's
//! way to lift the level cap on this device.

use super::{learner_move, Opponent, Session};
use crate::ai::MISTAKE;
use crate::platform::i18n::{t, text, tr, Arg, Lang};
use crate::platform::js;
use leptos::prelude::*;
use mancala_engine::Side;

/// The levels' one-line descriptions (`mancala_ai::Level::text_key`).
const LEVEL_KEYS: [&str; 6] = ["ai-level-0", "ai-level-1", "ai-level-2", "ai-level-3", "ai-level-4", "ai-level-5"];

/// The computer's panel. Its live regions (the hint's text, the verdict's box) stay the same
/// elements while their words change, so screen readers hear each new hint and verdict.
#[component]
pub(super) fn ComputerPanel(
    session: Session,
    #[prop(into)] lang: Signal<Lang>,
    layout: mancala_engine::Layout,
) -> impl IntoView {
    let computer = session.computer;
    // Everything below follows the game and what the computer said about it.
    let said = move || {
        session.version.track();
        computer.said.track();
    };
    let set = move |change: &dyn Fn(&mut Opponent)| {
        let mut o = computer.opponent.get_value();
        change(&mut o);
        session.set_opponent(o);
    };
    let sides = move || {
        let l = lang.get();
        let now = computer.opponent.get_value().side;
        [("-", None), ("N", Some(Side::North)), ("S", Some(Side::South))]
            .into_iter()
            .map(|(value, side)| {
                let words = match side {
                    Some(s) => tr(l, "site-ai-side-for", &[("side", crate::platform::i18n::side_name(l, s).into())]),
                    None => t(l, "site-ai-side-off"),
                };
                view! { <option value=value selected=now == side>{words}</option> }
            })
            .collect_view()
    };
    let levels = move || {
        let l = lang.get();
        let now = computer.opponent.get_value().level;
        (0..=crate::pages::computer::MAX_LEVEL)
            .map(|n| {
                let capped = computer.cap.is_some_and(|c| n > c);
                view! {
                    <option value=n.to_string() selected=now == n disabled=capped>{t(l, LEVEL_KEYS[usize::from(n)])}</option>
                }
            })
            .collect_view()
    };
    let on_side = move |ev: leptos::ev::Event| {
        let side = match js::target_value(&ev).as_str() {
            "S" => Some(Side::South),
            "N" => Some(Side::North),
            _ => None,
        };
        set(&|o| o.side = side);
    };
    let on_level = move |ev: leptos::ev::Event| {
        let level = js::target_value(&ev).parse().unwrap_or(0);
        set(&|o| o.level = level);
    };
    let on_coach = move |ev: leptos::ev::Event| {
        let coach = js::target_checked(&ev);
        set(&|o| o.coach = coach);
    };
    let cap = computer.cap.map(|c| {
        view! {
            <p id="ai-cap" class="note">{move || tr(lang.get(), "ai-level-capped", &[("level", Arg::from(usize::from(c)))])}</p>
            <CapLift lang=lang />
        }
    });
    let retry = move |_| {
        computer.failed.set(false);
        session.think();
    };
    let failed = move || {
        computer.failed.get().then(|| {
            view! {
                <p id="ai-failed" class="notice error" role="alert">
                    {move || format!("{} ", t(lang.get(), "site-ai-failed"))}
                    <button type="button" id="ai-retry" class="ctl" on:click=retry>{text(lang, "site-ai-retry")}</button>
                </p>
            }
        })
    };
    // The hint: asked once (which pit), then once more (the move and why).
    let hint_label = move || {
        said();
        let second = computer.hint.with_value(|h| matches!(h, Some((_, false))));
        t(lang.get(), if second { "site-ai-hint-more" } else { "site-ai-hint" })
    };
    let hint_off = move || {
        said();
        let over = session.state.with_value(|s| s.game().position().is_over());
        over || session.computer_turn()
            || computer.asking_hint.get()
            || computer.hint.with_value(|h| matches!(h, Some((_, true))))
    };
    let hint_words = move || {
        said();
        let l = lang.get();
        computer.hint.with_value(|h| h.as_ref().and_then(|(r, full)| r.words(l).get(usize::from(*full)).cloned()))
    };
    // The coach: the verdict on the learner's latest judged move (the moves after it, if any, are
    // the computer's answers; an undo drops the verdicts of the moves it takes back).
    let verdict = move || {
        said();
        let l = lang.get();
        let latest = computer.verdicts.with_value(|v| v.iter().max_by_key(|(m, _)| *m).cloned());
        let (_, answer) = latest.filter(|_| computer.opponent.get_value().coach)?;
        let mistake = answer.grade >= MISTAKE;
        let take_back = mistake.then(|| {
            view! {
                <button type="button" id="take-back" class="ctl" on:click=move |_| session.undo()>
                    {t(l, "site-ai-take-back")}
                </button>
            }
        });
        Some(view! {
            <div id="verdict" class=if mistake { "verdict mistake" } else { "verdict" }>
                <p id="verdict-text">{answer.words(l).concat()}</p>
                {take_back}
            </div>
        })
    };
    // After the game: the biggest mistakes, each shown on the board at its position.
    let review = move || {
        said();
        let l = lang.get();
        let over = session.state.with_value(|s| s.game().position().is_over());
        let items = computer.verdicts.with_value(|v| (!v.is_empty()).then(|| crate::pages::computer::review(v)));
        let items = items.filter(|_| over)?;
        let none = items.is_empty().then(|| view! { <p id="review-none">{t(l, "site-ai-review-none")}</p> });
        let list = (!items.is_empty()).then(|| {
            let rows = items
                .into_iter()
                .map(|(m, answer)| {
                    let words = tr(
                        l,
                        "site-ai-review-item",
                        &[
                            ("number", Arg::from(m + 1)),
                            ("move", learner_move(l, layout, &answer.played).into()),
                            ("why", answer.words(l).concat().into()),
                        ],
                    );
                    let start = session.player.timeline.with_value(|tl| tl.move_start(m).unwrap_or(0));
                    view! {
                        <li>
                            <p>{words}</p>
                            <button type="button" class="ctl review-show" on:click=move |_| session.player.seek(start)>
                                {t(l, "site-ai-review-show")}
                            </button>
                        </li>
                    }
                })
                .collect_view();
            view! { <ol id="review-list">{rows}</ol> }
        });
        Some(view! {
            <section id="review" class="review">
                <h4 id="review-heading">{t(l, "site-ai-review")}</h4>
                {none}
                {list}
            </section>
        })
    };
    let coach_on = computer.opponent.get_value().coach;
    view! {
        <section class="computer" aria-labelledby="ai-title">
            <h3 id="ai-title">{text(lang, "site-ai-title")}</h3>
            <div class="ai-settings">
                <label for="ai-side">{text(lang, "site-ai-side")}</label>
                <select id="ai-side" on:change=on_side>{sides}</select>
                <label for="ai-level">{text(lang, "site-ai-level")}</label>
                <select id="ai-level" on:change=on_level>{levels}</select>
                <label class="ai-coach">
                    <input type="checkbox" id="ai-coach" prop:checked=coach_on on:change=on_coach />
                    {text(lang, "site-ai-coach")}
                </label>
            </div>
            {cap}
            <div>{failed}</div>
            <div class="hint-row">
                <button type="button" id="hint" class="ctl" disabled=hint_off on:click=move |_| session.hint()>
                    {hint_label}
                </button>
                <p id="hint-text" class="hint-text" aria-live="polite">{hint_words}</p>
            </div>
            <div aria-live="polite">{verdict}</div>
            <div>{review}</div>
        </section>
    }
}

/// How long the teacher holds «Зняти обмеження» down before the question is asked.
const LIFT_HOLD_MS: u32 = 2000;

/// The teacher's way to lift the cap on this device (issue 36, C1): «Зняти обмеження» held down
/// for [`LIFT_HOLD_MS`] (a click does nothing, so a pupil's tap does not lift it), then a
/// question, «Так, зняти» or «Ні». Lifted, the page is loaded again with every level open.
#[component]
fn CapLift(#[prop(into)] lang: Signal<Lang>) -> impl IntoView {
    let asking = RwSignal::new(false);
    let held: StoredValue<Option<js::Timer>> = StoredValue::new(None);
    let press = move || {
        let timer = js::after(LIFT_HOLD_MS, move || {
            asking.set(true);
            js::after(0, || js::focus("ai-cap-no"));
        });
        if let Some(old) = held.try_update_value(|h| h.replace(timer)).flatten() {
            old.cancel();
        }
    };
    let release = move || {
        if let Some(timer) = held.try_update_value(Option::take).flatten() {
            timer.cancel();
        }
    };
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        // Held keys repeat: the first press starts the hold.
        if matches!(ev.key().as_str(), "Enter" | " ") && !ev.repeat() {
            press();
        }
    };
    let lift = move |_| {
        crate::pages::computer::lift_cap();
        js::reload();
    };
    let keep = move |_| {
        asking.set(false);
        js::focus("ai-cap-lift");
    };
    view! {
        <div class="cap-lift">
            <button
                type="button"
                id="ai-cap-lift"
                class="ctl"
                title=text(lang, "site-cap-lift-how")
                on:pointerdown=move |_| press()
                on:keydown=on_key
                on:pointerup=move |_| release()
                on:pointerleave=move |_| release()
                on:pointercancel=move |_| release()
                on:keyup=move |_| release()
                on:blur=move |_| release()
            >
                {text(lang, "site-cap-lift")}
            </button>
            <div id="ai-cap-ask" role="alertdialog" class="notice" hidden=move || !asking.get()>
                <p>{text(lang, "site-cap-lift-ask")}</p>
                <button type="button" id="ai-cap-yes" class="ctl" on:click=lift>{text(lang, "site-cap-lift-yes")}</button>
                <button type="button" id="ai-cap-no" class="ctl" on:click=keep>{text(lang, "site-cap-lift-no")}</button>
            </div>
        </div>
    }
}
