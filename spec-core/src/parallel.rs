//! Independent per-file work spread over a few threads of our own, results in input order, so
//! output stays deterministic whatever the scheduling.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Maps `f` over `items` on up to four threads (fewer for small inputs: each gets at least
/// `per_thread` items), returning the results in input order. `f` receives the item's index
/// and whether it runs on a worker.
///
/// The threads take small batches from a shared counter until none are left, so one slow
/// thread (a slow start, larger files) does not leave the others waiting. Without a `stack`
/// size, the calling thread is one of them and threads named `name` the others; with one,
/// every batch runs on such a worker, even with a single one (parsers that recurse deeply need
/// the stack). A batch whose thread cannot be started (resource limits) or panics is redone on
/// the calling thread, so the caller still gets an answer.
pub(crate) fn map<T: Sync, R: Send>(
    name: &str,
    stack: Option<usize>,
    items: &[T],
    per_thread: usize,
    f: impl Fn(usize, &T, bool) -> R + Sync,
) -> Vec<R> {
    if items.is_empty() {
        return Vec::new();
    }
    let threads = cores()
        .clamp(1, 4)
        .min(items.len().div_ceil(per_thread.max(1)));
    let run = |start: usize, part: &[T], on_worker: bool| -> Vec<R> {
        part.iter()
            .enumerate()
            .map(|(i, item)| f(start + i, item, on_worker))
            .collect()
    };
    if threads == 1 && stack.is_none() {
        return run(0, items, false);
    }
    // Small enough that a thread starting late leaves little for the others to wait on,
    // large enough that the threads rarely meet at the counter.
    let batch = (per_thread / 4).clamp(1, 16);
    let next = AtomicUsize::new(0);
    let take = |on_worker: bool| -> Vec<(usize, Vec<R>)> {
        let mut done = Vec::new();
        loop {
            let start = next.fetch_add(batch, Ordering::Relaxed);
            if start >= items.len() {
                return done;
            }
            let part = &items[start..items.len().min(start + batch)];
            done.push((start, run(start, part, on_worker)));
        }
    };
    let workers = threads - usize::from(stack.is_none());
    let mut done: Vec<(usize, Vec<R>)> = std::thread::scope(|scope| {
        let spawned: Vec<_> = (0..workers)
            .map(|_| {
                let mut builder = std::thread::Builder::new().name(name.to_owned());
                if let Some(bytes) = stack {
                    builder = builder.stack_size(bytes);
                }
                let take = &take;
                builder.spawn_scoped(scope, move || take(true))
            })
            .collect();
        let mut done = if stack.is_none() {
            take(false)
        } else {
            Vec::new()
        };
        for worker in spawned {
            done.extend(
                worker
                    .ok()
                    .and_then(|handle| handle.join().ok())
                    .into_iter()
                    .flatten(),
            );
        }
        done
    });
    done.sort_unstable_by_key(|(start, _)| *start);
    let mut done = done.into_iter().peekable();
    let mut results = Vec::with_capacity(items.len());
    for start in (0..items.len()).step_by(batch) {
        match done.next_if(|(at, _)| *at == start) {
            Some((_, part)) => results.extend(part),
            None => {
                let part = &items[start..items.len().min(start + batch)];
                results.extend(run(start, part, false));
            }
        }
    }
    results
}

/// The cores this process may use, asked once: the answer takes reading cgroup files.
fn cores() -> usize {
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, usize::from))
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_keep_the_input_order() {
        let items: Vec<usize> = (0..1000).collect();
        let doubled = super::map("test", None, &items, 10, |i, item, _| {
            assert_eq!(i, *item);
            item * 2
        });
        assert_eq!(doubled, items.iter().map(|i| i * 2).collect::<Vec<_>>());
        assert!(super::map("test", None, &[] as &[u8], 10, |_, _, _| ()).is_empty());
    }

    #[test]
    fn a_batch_whose_worker_panics_is_redone_on_the_calling_thread() {
        let items: Vec<usize> = (0..1000).collect();
        for stack in [None, Some(256 * 1024)] {
            let doubled = super::map("test", stack, &items, 10, |_, item, on_worker| {
                assert!(!(on_worker && *item == 500), "a worker fails");
                item * 2
            });
            assert_eq!(doubled, items.iter().map(|i| i * 2).collect::<Vec<_>>());
        }
    }
}
