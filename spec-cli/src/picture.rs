//! Pictures cut out of a larger one: `uispec test` shows many renders (or many components'
//! grids) on the page at once and takes one screenshot of them, because Chromium answers each
//! screenshot with a new frame (about 45 ms, whatever the size); each render's picture is then
//! its area of that screenshot.

use std::io::Cursor;

use anyhow::{Context as _, Result, bail};
use serde_json::Value;

/// An area of a picture in CSS pixels, as the page's observer gives it (`{x, y, width,
/// height}`); the page's device pixel ratio is 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Area {
    x: f64,
    y: f64,
    width: f64,
    height: f64,
}

impl Area {
    /// The area `clip` names, or `None` when it has no finite position and size.
    pub(crate) fn of(clip: &Value) -> Option<Area> {
        let number = |key: &str| clip.get(key)?.as_f64().filter(|n| n.is_finite());
        Some(Area {
            x: number("x")?,
            y: number("y")?,
            width: number("width")?,
            height: number("height")?,
        })
    }

    /// Its pixels inside a picture `width` × `height`: `(x, y, width, height)`, at least one
    /// pixel each way. The position and the size are each rounded on their own, so that an
    /// area's picture is as large wherever it lies, and a size that text measures a hair
    /// differently from run to run (170.98 or 171.02 px) does not gain a column: its baseline
    /// compares pixel for pixel. A render's cell has 16 px of padding: half a pixel at its
    /// edge is nothing of the render.
    fn pixels(&self, width: u32, height: u32) -> (u32, u32, u32, u32) {
        // Saturating float-to-int casts: a position off the picture is clamped to its edge.
        let clamp = |value: f64, most: u32| (value as u32).min(most);
        let x0 = clamp(self.x.round(), width.saturating_sub(1));
        let y0 = clamp(self.y.round(), height.saturating_sub(1));
        let x1 = clamp(self.x.round() + self.width.round(), width).max(x0 + 1);
        let y1 = clamp(self.y.round() + self.height.round(), height).max(y0 + 1);
        (x0, y0, x1 - x0, y1 - y0)
    }
}

/// The PNG `png` cut to each of `areas`, in order.
pub(crate) fn cut(png: &[u8], areas: &[Area]) -> Result<Vec<Vec<u8>>> {
    let mut decoder = png::Decoder::new(Cursor::new(png));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().context("Chromium's screenshot")?;
    let size = reader
        .output_buffer_size()
        .context("Chromium's screenshot is too large")?;
    let mut pixels = vec![0; size];
    let frame = reader
        .next_frame(&mut pixels)
        .context("Chromium's screenshot")?;
    let (color, depth) = (frame.color_type, frame.bit_depth);
    if depth != png::BitDepth::Eight || frame.width == 0 || frame.height == 0 {
        bail!("Chromium's screenshot is not an 8-bit picture");
    }
    let sample = color.samples();
    let line = frame.line_size;
    areas
        .iter()
        .map(|area| {
            let (x, y, width, height) = area.pixels(frame.width, frame.height);
            let mut cut = Vec::with_capacity(width as usize * height as usize * sample);
            for row in y..y + height {
                let start = row as usize * line + x as usize * sample;
                cut.extend_from_slice(&pixels[start..start + width as usize * sample]);
            }
            let mut png = Vec::new();
            let mut encoder = png::Encoder::new(&mut png, width, height);
            encoder.set_color(color);
            encoder.set_depth(depth);
            encoder.set_compression(png::Compression::Fast);
            let mut writer = encoder.write_header()?;
            writer.write_image_data(&cut)?;
            writer.finish()?;
            Ok(png)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `width` × `height` RGBA picture whose pixel (x, y) is (x, y, 7, 255).
    fn picture(width: u32, height: u32) -> Vec<u8> {
        let mut data = Vec::new();
        for y in 0..height {
            for x in 0..width {
                data.extend([x as u8, y as u8, 7, 255]);
            }
        }
        let mut png = Vec::new();
        let mut encoder = png::Encoder::new(&mut png, width, height);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&data).unwrap();
        writer.finish().unwrap();
        png
    }

    fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
        let mut reader = png::Decoder::new(Cursor::new(png)).read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut pixels).unwrap();
        (frame.width, frame.height, pixels)
    }

    #[test]
    fn each_area_is_cut_to_its_own_size_at_its_rounded_position() {
        let png = picture(20, 10);
        let areas = [
            Area::of(&serde_json::json!({ "x": 2, "y": 3, "width": 4, "height": 2 })).unwrap(),
            // A position on a fraction is rounded, and so is the size, on its own.
            Area::of(&serde_json::json!({ "x": 10.5, "y": 0.2, "width": 1.6, "height": 0.6 }))
                .unwrap(),
            // Beyond the picture: what of it is there, at least one pixel.
            Area::of(&serde_json::json!({ "x": 18, "y": 9, "width": 50, "height": 50 })).unwrap(),
            Area::of(&serde_json::json!({ "x": 400, "y": -5, "width": 1, "height": 1 })).unwrap(),
        ];
        let cut: Vec<_> = cut(&png, &areas)
            .unwrap()
            .iter()
            .map(|p| decode(p))
            .collect();
        assert_eq!((cut[0].0, cut[0].1), (4, 2));
        // Its first pixel is the picture's (2, 3), its last (5, 4).
        assert_eq!(&cut[0].2[..4], &[2, 3, 7, 255]);
        assert_eq!(&cut[0].2[cut[0].2.len() - 4..], &[5, 4, 7, 255]);
        assert_eq!((cut[1].0, cut[1].1), (2, 1));
        assert_eq!(&cut[1].2[..4], &[11, 0, 7, 255]);
        assert_eq!((cut[2].0, cut[2].1), (2, 1));
        assert_eq!((cut[3].0, cut[3].1), (1, 1));
        assert_eq!(&cut[3].2[..4], &[19, 0, 7, 255]);
    }

    #[test]
    fn an_area_without_a_size_is_none_and_a_broken_picture_an_error() {
        assert_eq!(Area::of(&serde_json::json!({ "x": 1, "y": 1 })), None);
        let area = Area::of(&serde_json::json!({ "x": 0, "y": 0, "width": 1, "height": 1 }));
        assert!(cut(b"not a png", &[area.unwrap()]).is_err());
    }
}
