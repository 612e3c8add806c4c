fn main() {
    site::platform::js::install_panic_hook();
    site::start();
}
