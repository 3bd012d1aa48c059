//! Writes each target's seed corpus into `<dir>/<target>/`, one file per seed, for libFuzzer
//! (scripts/fuzz runs it).

fn main() -> std::io::Result<()> {
    let Some(dir) = std::env::args_os().nth(1) else {
        eprintln!("usage: fuzz-seeds <corpus directory>");
        std::process::exit(2);
    };
    for (name, _) in uispec_fuzz::TARGETS {
        let target = std::path::Path::new(&dir).join(name);
        std::fs::create_dir_all(&target)?;
        let seeds = uispec_fuzz::seeds(name);
        for (i, seed) in seeds.iter().enumerate() {
            std::fs::write(target.join(format!("seed-{i:04}")), seed)?;
        }
        println!("{name}: {} seeds", seeds.len());
    }
    Ok(())
}
