fn main() {
    site::js::install_panic_hook();
    site::start();
}
