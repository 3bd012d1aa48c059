//! Ctrl-C, SIGTERM and SIGHUP, for every command: every process uispec started is killed with
//! its group and every temporary directory removed (`processes::stop_all`), the temporary
//! files of writes still under way are removed (`uispec_core::fs::remove_unfinished_writes`),
//! then the process exits with 130; or, while a command has asked to stop by itself
//! (`validate --watch`), that command is told to stop.

use std::sync::Mutex;

type Stop = Box<dyn Fn() + Send>;

/// What the running command does on a signal instead of exiting.
static ON_STOP: Mutex<Option<Stop>> = Mutex::new(None);

/// Installs the handler; called once, before any command runs.
pub(crate) fn install() {
    // Without a handler (a platform that refuses one), a signal kills the process as before.
    let _ = ctrlc::set_handler(|| {
        uispec_core::fs::remove_unfinished_writes();
        let on_stop = ON_STOP.lock().unwrap_or_else(|e| e.into_inner());
        match on_stop.as_ref() {
            Some(stop) => stop(),
            None => {
                crate::processes::stop_all();
                // 128 + SIGINT, what a shell reports for an interrupted command.
                std::process::exit(130)
            }
        }
    });
}

/// From now on, a signal calls `stop` instead of ending the process.
pub(crate) fn on_stop(stop: impl Fn() + Send + 'static) {
    *ON_STOP.lock().unwrap_or_else(|e| e.into_inner()) = Some(Box::new(stop));
}
