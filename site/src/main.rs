fn main() {
    site::js::install_panic_hook();
    leptos::mount::mount_to_body(site::App);
}
