//! The DOM without a framework: the few operations the embed's view needs (create an element,
//! set its class, attributes and text, append, listen). Part of the adapter layer, so the view
//! itself ([`crate::embed::view`]) names no `web_sys` call.
//!
//! The embed does not use Leptos: its wasm is loaded into other people's pages, where every
//! kilobyte counts, and a board that only replays a game needs no reactive graph (BENCHMARKS.md,
//! "Embed size"). The site's pages keep Leptos.

use super::document;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A DOM event, handed to a listener and read with the functions below.
pub type Event = web_sys::Event;

/// An HTML element. Cheap to clone (a handle to the same element).
#[derive(Clone, Debug)]
pub struct El(web_sys::HtmlElement);

impl El {
    /// A new, detached `<tag>`. Outside a browser page (no document) it is a detached element of
    /// nothing, which no test reaches; the embed only runs in pages.
    #[must_use]
    pub fn new(tag: &str) -> El {
        let element = document().and_then(|d| d.create_element(tag).ok());
        El(element.map_or_else(|| JsValue::NULL.unchecked_into(), JsCast::unchecked_into))
    }

    /// The element a board is mounted in.
    #[must_use]
    pub fn host(element: web_sys::HtmlElement) -> El {
        El(element)
    }

    #[must_use]
    pub fn with_class(self, class: &str) -> El {
        self.set_class(class);
        self
    }

    #[must_use]
    pub fn with_attr(self, name: &str, value: &str) -> El {
        self.set_attr(name, value);
        self
    }

    #[must_use]
    pub fn with_text(self, text: &str) -> El {
        self.set_text(text);
        self
    }

    #[must_use]
    pub fn with_child(self, child: &El) -> El {
        self.append(child);
        self
    }

    pub fn set_class(&self, class: &str) {
        self.0.set_class_name(class);
    }

    pub fn set_attr(&self, name: &str, value: &str) {
        let _ = self.0.set_attribute(name, value);
    }

    /// Replaces the element's contents with a text node (never parsed as markup).
    /// An attribute's value, if the element has it.
    #[must_use]
    pub fn attr(&self, name: &str) -> Option<String> {
        self.0.get_attribute(name)
    }

    pub fn remove_attr(&self, name: &str) {
        let _ = self.0.remove_attribute(name);
    }

    pub fn set_text(&self, text: &str) {
        self.0.set_text_content(Some(text));
    }

    pub fn append(&self, child: &El) {
        let _ = self.0.append_child(&child.0);
    }

    /// Appends a text node (never parsed as markup).
    pub fn append_text(&self, text: &str) {
        let _ = self.0.append_with_str_1(text);
    }

    /// Replaces the content with `html`, parsed as markup: only for markup this crate wrote
    /// (the drawings of `board::svg`, whose text is escaped), never for what a user typed.
    pub fn set_inner_html(&self, html: &str) {
        self.0.set_inner_html(html);
    }

    /// Removes every child.
    pub fn clear(&self) {
        self.0.set_text_content(None);
    }

    #[must_use]
    pub fn child_count(&self) -> u32 {
        self.0.child_element_count()
    }

    pub fn remove_last_child(&self) {
        if let Some(last) = self.0.last_element_child() {
            last.remove();
        }
    }

    /// The `value` of an `<input>`, `<textarea>` or `<select>` (empty for anything else).
    #[must_use]
    pub fn value(&self) -> String {
        js_sys::Reflect::get(&self.0, &JsValue::from_str("value")).ok().and_then(|v| v.as_string()).unwrap_or_default()
    }

    /// Sets the `value` of an `<input>`, `<textarea>` or `<select>`.
    pub fn set_value(&self, value: &str) {
        let _ = js_sys::Reflect::set(&self.0, &JsValue::from_str("value"), &JsValue::from_str(value));
    }

    /// Whether an `<input type=checkbox>` is checked.
    #[must_use]
    pub fn checked(&self) -> bool {
        self.0.dyn_ref::<web_sys::HtmlInputElement>().is_some_and(web_sys::HtmlInputElement::checked)
    }

    pub fn set_checked(&self, checked: bool) {
        if let Some(input) = self.0.dyn_ref::<web_sys::HtmlInputElement>() {
            input.set_checked(checked);
        }
    }

    /// The centre of this element relative to the top-left corner of `container`, in CSS pixels.
    #[must_use]
    pub fn centre_within(&self, container: &El) -> (f64, f64) {
        super::centre_of_within(&self.0, &container.0)
    }

    /// Fires a `CustomEvent` named `name` on this element, bubbling, whose `detail` is an object
    /// of these fields.
    pub fn dispatch(&self, name: &str, detail: &[(&str, Field<'_>)]) {
        let object = js_sys::Object::new();
        for (key, value) in detail {
            let value = match value {
                Field::Num(n) => JsValue::from_f64(*n),
                Field::Str(s) => JsValue::from_str(s),
            };
            let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), &value);
        }
        let init = web_sys::CustomEventInit::new();
        init.set_detail(&object);
        init.set_bubbles(true);
        match web_sys::CustomEvent::new_with_event_init_dict(name, &init) {
            Ok(event) => {
                let _ = self.0.dispatch_event(&event);
            }
            Err(_) => super::warn(&format!("could not create the `{name}` event")),
        }
    }
}

/// A field of an event's `detail` (see [`El::dispatch`]).
#[derive(Clone, Copy, Debug)]
pub enum Field<'a> {
    Num(f64),
    Str(&'a str),
}

/// The event listeners of a view. They live as long as this value: the view that added them
/// keeps it, so a board replaced by another (a new record) takes its listeners with it.
#[derive(Default)]
pub struct Listeners(Vec<Listener>);

struct Listener {
    el: El,
    event: &'static str,
    handler: Closure<dyn FnMut(Event)>,
}

impl Listeners {
    /// Calls `handler` for every `event` on `el`.
    pub fn on(&mut self, el: &El, event: &'static str, handler: impl FnMut(Event) + 'static) {
        let handler = Closure::<dyn FnMut(Event)>::new(handler);
        let _ = el.0.add_event_listener_with_callback(event, handler.as_ref().unchecked_ref());
        self.0.push(Listener { el: el.clone(), event, handler });
    }
}

impl Drop for Listeners {
    fn drop(&mut self) {
        // Detached first, so an event on an element still in the page never calls a freed closure.
        for l in &self.0 {
            let _ = l.el.0.remove_event_listener_with_callback(l.event, l.handler.as_ref().unchecked_ref());
        }
    }
}

/// The `key` of a keyboard event (empty for other events).
#[must_use]
pub fn key(ev: &Event) -> String {
    ev.dyn_ref::<web_sys::KeyboardEvent>().map(web_sys::KeyboardEvent::key).unwrap_or_default()
}

/// A link `<a href>` with its text, and its `id` and `class` when not empty.
#[must_use]
pub fn link(id: &str, class: &str, href: &str, label: &str) -> El {
    let a = El::new("a").with_attr("href", href).with_text(label);
    if !id.is_empty() {
        a.set_attr("id", id);
    }
    if !class.is_empty() {
        a.set_class(class);
    }
    a
}

/// The value of the attribute `name` on the element an event happened in (its target, or the
/// nearest ancestor that has it; `selector` is `[name]`).
#[must_use]
pub fn target_attr(ev: &Event, selector: &str, name: &str) -> Option<String> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    target.closest(selector).ok()??.get_attribute(name)
}

/// The horizontal position of a pointer event, in CSS pixels.
#[must_use]
pub fn client_x(ev: &Event) -> Option<f64> {
    ev.dyn_ref::<web_sys::MouseEvent>().map(|e| f64::from(e.client_x()))
}
