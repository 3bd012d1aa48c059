//! Independent per-file work spread over a few threads of our own, results in input order, so
//! output stays deterministic whatever the scheduling.

/// Maps `f` over `items` on up to four threads named `name` (fewer for small inputs: each
/// gets at least `per_thread` items), returning the results in input order. `f` receives the
/// item's index and whether it runs on a worker. With a `stack` size, the work always runs on
/// workers with that stack, even a single one (parsers that recurse deeply need it); without,
/// a single share runs on the calling thread. A thread that cannot be started (resource
/// limits) or that panics has its share redone on the calling thread, so the caller still gets
/// an answer.
pub(crate) fn map<T: Sync, R: Send>(
    name: &str,
    stack: Option<usize>,
    items: &[T],
    per_thread: usize,
    f: impl Fn(usize, &T, bool) -> R + Sync,
) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .clamp(1, 4)
        .min(items.len().div_ceil(per_thread.max(1)).max(1));
    let run = |start: usize, part: &[T], on_worker: bool| -> Vec<R> {
        part.iter()
            .enumerate()
            .map(|(i, item)| f(start + i, item, on_worker))
            .collect()
    };
    if threads == 1 && stack.is_none() {
        return run(0, items, false);
    }
    let chunk = items.len().div_ceil(threads).max(1);
    let results: Vec<Option<Vec<R>>> = std::thread::scope(|scope| {
        let workers: Vec<_> = items
            .chunks(chunk)
            .enumerate()
            .map(|(n, part)| {
                let mut builder = std::thread::Builder::new().name(name.to_owned());
                if let Some(bytes) = stack {
                    builder = builder.stack_size(bytes);
                }
                let run = &run;
                builder.spawn_scoped(scope, move || run(n * chunk, part, true))
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.ok().and_then(|handle| handle.join().ok()))
            .collect()
    });
    items
        .chunks(chunk)
        .enumerate()
        .zip(results)
        .flat_map(|((n, part), result)| result.unwrap_or_else(|| run(n * chunk, part, false)))
        .collect()
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
}
