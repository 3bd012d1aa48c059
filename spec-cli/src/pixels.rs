//! Two pictures compared as a person would see them: each pixel's colour difference measured
//! in YIQ (the perceptual metric of Kotsarenko and Ramos, 2010, that pixelmatch uses), and a
//! differing pixel that is anti-aliasing (an edge's blend, per Vyšniauskas, 2009: its darkest
//! or brightest neighbour sits among many of its own colour in both pictures) not counted.
//! Font rasterizing moves such pixels from run to run on some machines; a real change moves
//! whole areas.
//!
//! Written here rather than taken from a crate: the Rust ports are command-line tools or
//! one-release wrappers that bring the `image` crate with every codec, where uispec decodes
//! its own screenshots with `png` already, and the algorithm is these few functions.

use std::io::Cursor;

use anyhow::{Context as _, Result, bail};

/// The largest picture read back from a baseline, each way.
pub(crate) const MAX_SIDE: u32 = 4096;

/// A decoded picture: RGBA, 8 bits a sample, rows top to bottom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Rgba {
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) pixels: Vec<u8>,
}

impl Rgba {
    /// Decodes the PNG `png`: at most [`MAX_SIDE`] pixels each way, any colour type made RGBA.
    pub(crate) fn decode(png: &[u8]) -> Result<Rgba> {
        let limits = png::Limits {
            bytes: (MAX_SIDE as usize) * (MAX_SIDE as usize) * 4,
        };
        let mut decoder = png::Decoder::new_with_limits(Cursor::new(png), limits);
        decoder.set_transformations(png::Transformations::normalize_to_color8());
        let mut reader = decoder.read_info().context("not a PNG")?;
        let (width, height) = (reader.info().width, reader.info().height);
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            bail!("is {width}×{height} pixels, outside 1 to {MAX_SIDE} each way");
        }
        let size = reader.output_buffer_size().context("too large")?;
        let mut buffer = vec![0; size];
        let frame = reader.next_frame(&mut buffer).context("not a whole PNG")?;
        let samples = frame.color_type.samples();
        let mut pixels = Vec::with_capacity(width as usize * height as usize * 4);
        for row in buffer.chunks(frame.line_size).take(height as usize) {
            for pixel in row.chunks(samples).take(width as usize) {
                match *pixel {
                    [g] => pixels.extend([g, g, g, 255]),
                    [g, a] => pixels.extend([g, g, g, a]),
                    [r, g, b] => pixels.extend([r, g, b, 255]),
                    [r, g, b, a] => pixels.extend([r, g, b, a]),
                    _ => bail!("has an unexpected colour type"),
                }
            }
        }
        Ok(Rgba {
            width,
            height,
            pixels,
        })
    }

    /// As a PNG.
    pub(crate) fn encode(&self) -> Result<Vec<u8>> {
        let mut png = Vec::new();
        let mut encoder = png::Encoder::new(&mut png, self.width, self.height);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::Fast);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(&self.pixels)?;
        writer.finish()?;
        Ok(png)
    }

    /// The picture on a `width` × `height` canvas (at least its own size), the rest
    /// transparent.
    fn padded(&self, width: u32, height: u32) -> Rgba {
        let mut pixels = vec![0; width as usize * height as usize * 4];
        let row = self.width as usize * 4;
        for (y, line) in self.pixels.chunks(row).enumerate() {
            let start = y * width as usize * 4;
            pixels[start..start + row].copy_from_slice(line);
        }
        Rgba {
            width,
            height,
            pixels,
        }
    }

    fn at(&self, x: u32, y: u32) -> [u8; 4] {
        let i = (y as usize * self.width as usize + x as usize) * 4;
        [
            self.pixels[i],
            self.pixels[i + 1],
            self.pixels[i + 2],
            self.pixels[i + 3],
        ]
    }
}

/// What [`compare`] found.
#[derive(Debug)]
pub(crate) struct Difference {
    /// Pixels that differ beyond the threshold and are not anti-aliasing.
    pub(crate) pixels: u64,
    /// The picture of the difference: the old picture faded, differing pixels red,
    /// anti-aliased ones yellow.
    pub(crate) picture: Rgba,
}

/// Compares `old` and `new`, where two colours at most `threshold` apart (0 to 1) are the
/// same. Pictures of different sizes are compared on the larger size, each filled out with
/// transparent pixels at its right and bottom: the area one lacks differs where the other
/// has something drawn.
pub(crate) fn compare(old: &Rgba, new: &Rgba, threshold: f64) -> Difference {
    if (old.width, old.height) != (new.width, new.height) {
        let (width, height) = (old.width.max(new.width), old.height.max(new.height));
        return compare(
            &old.padded(width, height),
            &new.padded(width, height),
            threshold,
        );
    }
    // The largest YIQ distance is 35215.
    let most = 35215.0 * threshold * threshold;
    let mut picture = old.clone();
    let mut pixels = 0;
    for y in 0..old.height {
        for x in 0..old.width {
            let (a, b) = (old.at(x, y), new.at(x, y));
            let shown = match a == b || delta(a, b, false).abs() <= most {
                true => faded(a),
                false if antialiased(old, x, y, new) || antialiased(new, x, y, old) => {
                    [255, 255, 0, 255]
                }
                false => {
                    pixels += 1;
                    [255, 0, 0, 255]
                }
            };
            let i = (y as usize * old.width as usize + x as usize) * 4;
            picture.pixels[i..i + 4].copy_from_slice(&shown);
        }
    }
    Difference { pixels, picture }
}

/// A pixel of the unchanged picture, greyed and faded toward white.
fn faded(pixel: [u8; 4]) -> [u8; 4] {
    let [y, ..] = yiq(pixel);
    let grey = (255.0 + (y - 255.0) * 0.1).clamp(0.0, 255.0) as u8;
    [grey, grey, grey, 255]
}

/// The pixel blended over white, in YIQ.
fn yiq([r, g, b, a]: [u8; 4]) -> [f64; 3] {
    let alpha = f64::from(a) / 255.0;
    let blend = |c: u8| 255.0 + (f64::from(c) - 255.0) * alpha;
    let (r, g, b) = (blend(r), blend(g), blend(b));
    [
        r * 0.298_895_31 + g * 0.586_622_47 + b * 0.114_482_23,
        r * 0.595_977_99 - g * 0.274_176_10 - b * 0.321_801_89,
        r * 0.211_470_17 - g * 0.522_617_11 + b * 0.311_146_94,
    ]
}

/// How far apart two pixels' colours are, negative when the second is the darker; with
/// `brightness`, the difference in brightness alone.
fn delta(a: [u8; 4], b: [u8; 4], brightness: bool) -> f64 {
    let ([y1, i1, q1], [y2, i2, q2]) = (yiq(a), yiq(b));
    let dy = y1 - y2;
    if brightness {
        return dy;
    }
    let (di, dq) = (i1 - i2, q1 - q2);
    let distance = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq;
    if y1 > y2 { -distance } else { distance }
}

/// Whether the pixel (x, y) of `picture` is anti-aliasing: at most two neighbours share its
/// brightness, it has both darker and brighter ones, and the darkest or the brightest sits
/// among three or more of its own colour in `picture` and in `other`.
fn antialiased(picture: &Rgba, x: u32, y: u32, other: &Rgba) -> bool {
    let centre = picture.at(x, y);
    let mut same = u32::from(on_edge(picture, x, y));
    let (mut darkest, mut brightest) = ((0.0, x, y), (0.0, x, y));
    for (nx, ny) in neighbours(picture, x, y) {
        let d = delta(centre, picture.at(nx, ny), true);
        if d == 0.0 {
            same += 1;
            if same > 2 {
                return false;
            }
        } else if d < darkest.0 {
            darkest = (d, nx, ny);
        } else if d > brightest.0 {
            brightest = (d, nx, ny);
        }
    }
    if darkest.0 == 0.0 || brightest.0 == 0.0 {
        return false;
    }
    let settled = |(_, x, y): (f64, u32, u32)| many_alike(picture, x, y) && many_alike(other, x, y);
    settled(darkest) || settled(brightest)
}

/// Whether more than two neighbours of (x, y) have exactly its colour (the picture's edge
/// counts as one).
fn many_alike(picture: &Rgba, x: u32, y: u32) -> bool {
    let centre = picture.at(x, y);
    let mut same = u32::from(on_edge(picture, x, y));
    for (nx, ny) in neighbours(picture, x, y) {
        if picture.at(nx, ny) == centre {
            same += 1;
            if same > 2 {
                return true;
            }
        }
    }
    false
}

fn on_edge(picture: &Rgba, x: u32, y: u32) -> bool {
    x == 0 || y == 0 || x + 1 == picture.width || y + 1 == picture.height
}

/// The up to eight pixels around (x, y).
fn neighbours(picture: &Rgba, x: u32, y: u32) -> impl Iterator<Item = (u32, u32)> {
    let (x0, x1) = (x.saturating_sub(1), (x + 1).min(picture.width - 1));
    let (y0, y1) = (y.saturating_sub(1), (y + 1).min(picture.height - 1));
    (x0..=x1)
        .flat_map(move |nx| (y0..=y1).map(move |ny| (nx, ny)))
        .filter(move |&(nx, ny)| (nx, ny) != (x, y))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `width` × `height` white picture with `paint(x, y)` where it says.
    fn picture(width: u32, height: u32, paint: impl Fn(u32, u32) -> Option<[u8; 4]>) -> Rgba {
        let mut pixels = Vec::new();
        for y in 0..height {
            for x in 0..width {
                pixels.extend(paint(x, y).unwrap_or([255, 255, 255, 255]));
            }
        }
        Rgba {
            width,
            height,
            pixels,
        }
    }

    #[test]
    fn a_filled_area_that_moved_is_counted_and_a_faint_change_is_not() {
        let square = |at: u32| {
            picture(20, 20, move |x, y| {
                ((at..at + 6).contains(&x) && (5..11).contains(&y)).then_some([0, 0, 0, 255])
            })
        };
        let moved = compare(&square(4), &square(5), 0.1);
        // One column left, one gained: 12 pixels, the rest the same.
        assert_eq!(moved.pixels, 12);
        let faint = picture(20, 20, |_, _| Some([254, 254, 254, 255]));
        assert_eq!(compare(&square(4).clone(), &square(4), 0.1).pixels, 0);
        assert_eq!(
            compare(&picture(20, 20, |_, _| None), &faint, 0.1).pixels,
            0
        );
    }

    #[test]
    fn an_edge_blended_one_step_differently_is_antialiasing() {
        // A black block with a grey column on its edge, the grey one shade different: the
        // grey pixels have white on one side and black on the other, both among their own.
        let block = |grey: u8| {
            picture(20, 20, move |x, y| match (x, y) {
                (4..=9, 4..=15) => Some([0, 0, 0, 255]),
                (10, 4..=15) => Some([grey, grey, grey, 255]),
                _ => None,
            })
        };
        let shifted = compare(&block(128), &block(40), 0.1);
        assert_eq!(shifted.pixels, 0, "anti-aliasing counted");
        let picture = shifted.picture;
        assert!(picture.pixels.chunks(4).any(|p| p == [255, 255, 0, 255]));
    }

    #[test]
    fn pictures_round_trip_and_other_sizes_differ_where_drawn() {
        let a = picture(3, 2, |x, _| (x == 1).then_some([10, 20, 30, 255]));
        assert_eq!(Rgba::decode(&a.encode().unwrap()).unwrap(), a);
        // One column wider, white: the dark column differs, and the new column (white over
        // transparent, which is white too) does not.
        let b = picture(4, 2, |_, _| None);
        assert_eq!(compare(&a, &b, 0.1).pixels, 2);
        assert!(Rgba::decode(b"not a png").is_err());
    }
}
