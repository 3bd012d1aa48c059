//! A line on stderr when a search for files takes long: a configured path that names a huge
//! directory (`specs = ["/"]`) would otherwise look like a hang. Nothing is shown for searches
//! under a second, which is every search of an ordinary project.

use std::time::{Duration, Instant};

use uispec_core::loader::{SearchProgress, search_progress};

/// How long a search runs before the first line.
const FIRST_AFTER: Duration = Duration::from_secs(1);
/// Time between lines after that.
const EVERY: Duration = Duration::from_secs(5);

/// Starts a thread that watches the searches of this process for the rest of its life
/// (it sleeps between looks); nothing is printed with `quiet`.
pub(crate) fn show_long_searches(quiet: bool) {
    if quiet {
        return;
    }
    let spawned = std::thread::Builder::new()
        .name("uispec-progress".into())
        .spawn(|| {
            let mut reporter = Reporter::default();
            loop {
                std::thread::sleep(Duration::from_millis(100));
                if let Some(line) = reporter.look(Instant::now(), search_progress()) {
                    eprintln!("{line}");
                }
            }
        });
    // Without the thread, searches run as before, only silently.
    drop(spawned);
}

/// What has been seen of the searches so far: the line to print, if one is due, for each look.
#[derive(Debug, Default)]
struct Reporter {
    /// When the searches under way started being seen, and the directory count then.
    started: Option<(Instant, usize)>,
    /// When the last line was printed.
    printed: Option<Instant>,
}

impl Reporter {
    fn look(&mut self, now: Instant, progress: SearchProgress) -> Option<String> {
        if !progress.searching {
            *self = Reporter::default();
            return None;
        }
        let (since, before) = *self.started.get_or_insert((now, progress.directories));
        let due = match self.printed {
            None => now.duration_since(since) >= FIRST_AFTER,
            Some(printed) => now.duration_since(printed) >= EVERY,
        };
        if !due {
            return None;
        }
        self.printed = Some(now);
        Some(format!(
            "note: still searching for files after {} s, {} directories read; `specs`, `components` and `[tokens] paths` should name the project's own directories",
            now.duration_since(since).as_secs(),
            progress.directories - before
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(directories: usize, searching: bool) -> SearchProgress {
        SearchProgress {
            searching,
            directories,
        }
    }

    #[test]
    fn a_line_after_a_second_then_every_five_while_searching() {
        let start = Instant::now();
        let after = |ms: u64| start + Duration::from_millis(ms);
        let mut reporter = Reporter::default();
        assert_eq!(reporter.look(after(0), at(10, true)), None);
        assert_eq!(reporter.look(after(900), at(500, true)), None);
        let first = reporter.look(after(1_000), at(800, true)).unwrap();
        assert!(first.contains("after 1 s, 790 directories read"), "{first}");
        assert_eq!(reporter.look(after(5_900), at(900, true)), None);
        let second = reporter.look(after(6_000), at(950, true)).unwrap();
        assert!(
            second.contains("after 6 s, 940 directories read"),
            "{second}"
        );
        // A search that ends resets; a short one after it says nothing.
        assert_eq!(reporter.look(after(6_100), at(950, false)), None);
        assert_eq!(reporter.look(after(6_200), at(960, true)), None);
        assert_eq!(reporter.look(after(6_900), at(970, true)), None);
    }
}
