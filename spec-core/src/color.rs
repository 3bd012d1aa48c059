//! Colours as WCAG 2.2 compares them. A DTCG colour value in any space of the Color Module
//! (or a hex string, in compatibility mode) becomes sRGB: converted through CIE XYZ with the
//! CSS Color 4 matrices, then each linear channel clipped to [0, 1] (a colour outside the sRGB
//! gamut is compared as its nearest displayable channels, not gamut-mapped: the ratio of a
//! clipped colour is what an sRGB screen shows). Translucent colours are composed over what is
//! beneath them in gamma-encoded sRGB, as browsers blend by default. Relative luminance and
//! the contrast ratio are WCAG 2.2's definitions.

use serde_json::Value;

/// A colour in gamma-encoded sRGB, each channel and alpha in [0, 1].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rgba {
    /// Red.
    pub r: f64,
    /// Green.
    pub g: f64,
    /// Blue.
    pub b: f64,
    /// Opacity.
    pub a: f64,
}

impl Rgba {
    /// White, what a page shows where nothing is painted.
    pub const WHITE: Rgba = Rgba {
        r: 1.0,
        g: 1.0,
        b: 1.0,
        a: 1.0,
    };

    /// Whether the colour is fully opaque.
    pub fn is_opaque(self) -> bool {
        self.a >= 1.0
    }

    /// The colour painted over `below` (source-over, in gamma-encoded sRGB).
    pub fn over(self, below: Rgba) -> Rgba {
        let a = self.a + below.a * (1.0 - self.a);
        if a <= 0.0 {
            return Rgba { a: 0.0, ..below };
        }
        let mix = |top: f64, bottom: f64| (top * self.a + bottom * below.a * (1.0 - self.a)) / a;
        Rgba {
            r: mix(self.r, below.r),
            g: mix(self.g, below.g),
            b: mix(self.b, below.b),
            a,
        }
    }

    /// WCAG 2.2 relative luminance (of the opaque colour).
    pub fn luminance(self) -> f64 {
        0.2126 * decode(self.r) + 0.7152 * decode(self.g) + 0.0722 * decode(self.b)
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent.
    pub fn hex(self) -> String {
        let byte = |v: f64| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
        let rgb = format!(
            "#{:02x}{:02x}{:02x}",
            byte(self.r),
            byte(self.g),
            byte(self.b)
        );
        if self.is_opaque() {
            rgb
        } else {
            format!("{rgb}{:02x}", byte(self.a))
        }
    }

    /// The colour of a resolved token value: a Color Module object (`colorSpace`,
    /// `components`, `alpha`; `"none"` components are zero), else its `hex` fallback (a colour
    /// space the module does not define), or a hex string. `None` for anything else.
    pub fn from_value(value: &Value) -> Option<Rgba> {
        if let Some(text) = value.as_str() {
            return Rgba::from_hex(text);
        }
        let object = value.as_object()?;
        let alpha = object
            .get("alpha")
            .and_then(Value::as_f64)
            .unwrap_or(1.0)
            .clamp(0.0, 1.0);
        let converted = || {
            let space = object.get("colorSpace")?.as_str()?;
            let components = object.get("components")?.as_array()?;
            let [c0, c1, c2] = components.as_slice() else {
                return None;
            };
            // Bounded before converting: a component near `f64::MAX` overflowed a conversion
            // to infinity and then NaN, which printed as `#000000` and a ratio of `NaN:1`.
            // Every space's real components are far inside this; past it a colour is clipped.
            let number = |c: &Value| c.as_f64().unwrap_or(0.0).clamp(-1e6, 1e6);
            let c = [number(c0), number(c1), number(c2)];
            let [r, g, b] = linear_srgb(space, c)?
                .map(|v| encode(if v.is_nan() { 0.0 } else { v.clamp(0.0, 1.0) }));
            Some(Rgba { r, g, b, a: alpha })
        };
        converted().or_else(|| {
            let hex = Rgba::from_hex(object.get("hex")?.as_str()?)?;
            Some(Rgba { a: alpha, ..hex })
        })
    }
}

/// The APCA lightness contrast `Lc` of `text` on `background` (two opaque colours), as
/// APCA-W3 0.0.98G-4g computes it: positive for dark text on a light background, negative
/// for light on dark, 0 below its clip (about ±10). Its screen luminance is a plain 2.4 power of
/// the sRGB channels, not WCAG's piecewise curve.
pub fn apca_lc(text: Rgba, background: Rgba) -> f64 {
    const BLACK_THRESHOLD: f64 = 0.022;
    const BLACK_CLAMP: f64 = 1.414;
    const SCALE: f64 = 1.14;
    const OFFSET: f64 = 0.027;
    const CLIP: f64 = 0.1;
    const DELTA_Y_MIN: f64 = 0.0005;
    let screen = |c: Rgba| {
        let y = 0.212_672_9 * c.r.clamp(0.0, 1.0).powf(2.4)
            + 0.715_152_2 * c.g.clamp(0.0, 1.0).powf(2.4)
            + 0.072_175 * c.b.clamp(0.0, 1.0).powf(2.4);
        if y < BLACK_THRESHOLD {
            y + (BLACK_THRESHOLD - y).powf(BLACK_CLAMP)
        } else {
            y
        }
    };
    let (y_text, y_background) = (screen(text), screen(background));
    if (y_background - y_text).abs() < DELTA_Y_MIN {
        return 0.0;
    }
    let lc = if y_background > y_text {
        let sapc = (y_background.powf(0.56) - y_text.powf(0.57)) * SCALE;
        if sapc < CLIP { 0.0 } else { sapc - OFFSET }
    } else {
        let sapc = (y_background.powf(0.65) - y_text.powf(0.62)) * SCALE;
        if sapc > -CLIP { 0.0 } else { sapc + OFFSET }
    };
    lc * 100.0
}

/// The WCAG 2.2 contrast ratio of two opaque colours, from 1 to 21.
pub fn contrast(one: Rgba, other: Rgba) -> f64 {
    let (a, b) = (one.luminance(), other.luminance());
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

impl Rgba {
    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    pub fn from_hex(text: &str) -> Option<Rgba> {
        let digits = text.strip_prefix('#')?;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let expanded: String = match digits.len() {
            3 | 4 => digits.chars().flat_map(|c| [c, c]).collect(),
            6 | 8 => digits.to_owned(),
            _ => return None,
        };
        let channel = |at: usize| {
            u8::from_str_radix(expanded.get(at..at + 2)?, 16)
                .ok()
                .map(|v| f64::from(v) / 255.0)
        };
        let a = if expanded.len() == 8 {
            channel(6)?
        } else {
            1.0
        };
        Some(Rgba {
            r: channel(0)?,
            g: channel(2)?,
            b: channel(4)?,
            a,
        })
    }
}

impl Rgba {
    /// Hue in degrees (0 for a grey), saturation and lightness from 0 to 1.
    pub fn to_hsl(self) -> [f64; 3] {
        let (r, g, b) = (self.r, self.g, self.b);
        let max = r.max(g).max(b);
        let min = r.min(g).min(b);
        let lightness = (max + min) / 2.0;
        let delta = max - min;
        if delta <= f64::EPSILON {
            return [0.0, 0.0, lightness];
        }
        let saturation = delta / (1.0 - (2.0 * lightness - 1.0).abs());
        let hue = if max == r {
            ((g - b) / delta).rem_euclid(6.0)
        } else if max == g {
            (b - r) / delta + 2.0
        } else {
            (r - g) / delta + 4.0
        };
        [hue * 60.0, saturation, lightness]
    }

    /// OKLCh: lightness from 0 to 1, chroma, hue in degrees (0 for a grey).
    pub fn to_oklch(self) -> [f64; 3] {
        let [r, g, b] = [self.r, self.g, self.b].map(decode);
        let l = (0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b).cbrt();
        let m = (0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b).cbrt();
        let s = (0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b).cbrt();
        let lightness = 0.210_454_255_3 * l + 0.793_617_785 * m - 0.004_072_046_8 * s;
        let a = 1.977_998_495_1 * l - 2.428_592_205 * m + 0.450_593_709_9 * s;
        let b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766 * s;
        let chroma = a.hypot(b);
        let hue = if chroma < 1e-7 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        };
        [lightness, chroma, hue]
    }
}

/// The sRGB transfer function, decoding (sign-preserving, as CSS Color 4 extends it).
fn decode(c: f64) -> f64 {
    let magnitude = c.abs();
    let linear = if magnitude <= 0.04045 {
        magnitude / 12.92
    } else {
        ((magnitude + 0.055) / 1.055).powf(2.4)
    };
    linear.copysign(c)
}

/// The sRGB transfer function, encoding.
fn encode(c: f64) -> f64 {
    let magnitude = c.abs();
    let encoded = if magnitude <= 0.003_130_8 {
        magnitude * 12.92
    } else {
        1.055 * magnitude.powf(1.0 / 2.4) - 0.055
    };
    encoded.copysign(c)
}

type Matrix = [[f64; 3]; 3];

fn apply(m: &Matrix, v: [f64; 3]) -> [f64; 3] {
    let row = |r: &[f64; 3]| r[0] * v[0] + r[1] * v[1] + r[2] * v[2];
    [row(&m[0]), row(&m[1]), row(&m[2])]
}

// CSS Color 4, §18 (sample code for colour conversions).
const XYZ_D65_TO_LINEAR_SRGB: Matrix = [
    [
        3.240_969_941_904_522_6,
        -1.537_383_177_570_094,
        -0.498_610_760_293_003_4,
    ],
    [
        -0.969_243_636_280_879_6,
        1.875_967_501_507_720_2,
        0.041_555_057_407_175_59,
    ],
    [
        0.055_630_079_696_993_66,
        -0.203_976_958_888_976_52,
        1.056_971_514_242_878_6,
    ],
];
const LINEAR_P3_TO_XYZ_D65: Matrix = [
    [
        0.486_570_948_648_216_2,
        0.265_667_693_169_093_06,
        0.198_217_285_234_362_5,
    ],
    [
        0.228_974_564_069_748_8,
        0.691_738_521_836_506_4,
        0.079_286_914_093_745,
    ],
    [0.0, 0.045_113_381_858_902_64, 1.043_944_368_900_976],
];
const LINEAR_A98_TO_XYZ_D65: Matrix = [
    [
        0.576_669_042_910_130_5,
        0.185_558_237_906_546_3,
        0.188_228_646_234_994_7,
    ],
    [
        0.297_344_975_250_536_05,
        0.627_363_566_255_466_1,
        0.075_291_458_493_997_88,
    ],
    [
        0.027_031_361_386_412_34,
        0.070_688_852_535_827_23,
        0.991_337_536_837_638_8,
    ],
];
const LINEAR_REC2020_TO_XYZ_D65: Matrix = [
    [
        0.636_958_048_301_291_4,
        0.144_616_903_586_208_32,
        0.168_880_975_164_172_1,
    ],
    [
        0.262_700_212_011_267_1,
        0.677_998_071_518_870_8,
        0.059_301_716_469_861_96,
    ],
    [0.0, 0.028_072_693_049_087_428, 1.060_985_057_710_791],
];
const LINEAR_PROPHOTO_TO_XYZ_D50: Matrix = [
    [
        0.797_766_644_900_642_3,
        0.135_181_297_400_533_08,
        0.031_347_734_128_392_2,
    ],
    [
        0.288_074_828_819_401_3,
        0.711_835_234_241_873,
        0.000_089_936_938_725_64,
    ],
    [0.0, 0.0, 0.825_104_602_510_460_2],
];
/// Bradford chromatic adaptation, D50 → D65.
const D50_TO_D65: Matrix = [
    [
        0.955_473_452_704_218_2,
        -0.023_098_536_874_261_423,
        0.063_259_308_661_021_7,
    ],
    [
        -0.028_369_706_963_208_136,
        1.009_995_458_005_822_6,
        0.021_041_398_966_943_008,
    ],
    [
        0.012_314_001_688_319_899,
        -0.020_507_696_433_477_912,
        1.330_365_936_608_075_3,
    ],
];
/// The D50 white point, for Lab.
const D50_WHITE: [f64; 3] = [0.964_295_676_429_567_7, 1.0, 0.825_104_602_510_460_2];

/// A colour of `space` with `c` as the Color Module writes its components, as linear sRGB.
fn linear_srgb(space: &str, c: [f64; 3]) -> Option<[f64; 3]> {
    let from_d65 = |xyz: [f64; 3]| apply(&XYZ_D65_TO_LINEAR_SRGB, xyz);
    let from_d50 = |xyz: [f64; 3]| from_d65(apply(&D50_TO_D65, xyz));
    Some(match space {
        "srgb" => c.map(decode),
        "srgb-linear" => c,
        "display-p3" => from_d65(apply(&LINEAR_P3_TO_XYZ_D65, c.map(decode))),
        "a98-rgb" => {
            let gamma = |v: f64| v.abs().powf(563.0 / 256.0).copysign(v);
            from_d65(apply(&LINEAR_A98_TO_XYZ_D65, c.map(gamma)))
        }
        "prophoto-rgb" => {
            let gamma = |v: f64| {
                let m = v.abs();
                (if m <= 16.0 / 512.0 {
                    m / 16.0
                } else {
                    m.powf(1.8)
                })
                .copysign(v)
            };
            from_d50(apply(&LINEAR_PROPHOTO_TO_XYZ_D50, c.map(gamma)))
        }
        "rec2020" => {
            const ALPHA: f64 = 1.099_296_826_809_44;
            const BETA: f64 = 0.018_053_968_510_807;
            let gamma = |v: f64| {
                let m = v.abs();
                let linear = if m < BETA * 4.5 {
                    m / 4.5
                } else {
                    ((m + ALPHA - 1.0) / ALPHA).powf(1.0 / 0.45)
                };
                linear.copysign(v)
            };
            from_d65(apply(&LINEAR_REC2020_TO_XYZ_D65, c.map(gamma)))
        }
        "xyz-d65" => from_d65(c),
        "xyz-d50" => from_d50(c),
        "hsl" => hsl(c[0], c[1] / 100.0, c[2] / 100.0).map(decode),
        "hwb" => hwb(c[0], c[1] / 100.0, c[2] / 100.0).map(decode),
        "lab" => from_d50(lab_to_xyz(c)),
        "lch" => from_d50(lab_to_xyz(polar(c))),
        "oklab" => oklab(c),
        "oklch" => oklab(polar(c)),
        _ => return None,
    })
}

/// `[L, C, h°]` as `[L, a, b]`.
fn polar([l, chroma, hue]: [f64; 3]) -> [f64; 3] {
    let radians = hue.to_radians();
    [l, chroma * radians.cos(), chroma * radians.sin()]
}

/// CIE Lab (D50, L from 0 to 100) as XYZ D50.
fn lab_to_xyz([l, a, b]: [f64; 3]) -> [f64; 3] {
    const KAPPA: f64 = 24_389.0 / 27.0;
    const EPSILON: f64 = 216.0 / 24_389.0;
    let fy = (l + 16.0) / 116.0;
    let fx = a / 500.0 + fy;
    let fz = fy - b / 200.0;
    let cube_or_line = |f: f64| {
        let cube = f * f * f;
        if cube > EPSILON {
            cube
        } else {
            (116.0 * f - 16.0) / KAPPA
        }
    };
    let y = if l > KAPPA * EPSILON {
        fy * fy * fy
    } else {
        l / KAPPA
    };
    let xyz = [cube_or_line(fx), y, cube_or_line(fz)];
    [
        xyz[0] * D50_WHITE[0],
        xyz[1] * D50_WHITE[1],
        xyz[2] * D50_WHITE[2],
    ]
}

/// OKLab (L from 0 to 1) as linear sRGB.
fn oklab([l, a, b]: [f64; 3]) -> [f64; 3] {
    let cube = |v: f64| v * v * v;
    let l_ = cube(l + 0.396_337_777_4 * a + 0.215_803_757_3 * b);
    let m_ = cube(l - 0.105_561_345_8 * a - 0.063_854_172_8 * b);
    let s_ = cube(l - 0.089_484_177_5 * a - 1.291_485_548 * b);
    [
        4.076_741_662_1 * l_ - 3.307_711_591_3 * m_ + 0.230_969_929_2 * s_,
        -1.268_438_004_6 * l_ + 2.609_757_401_1 * m_ - 0.341_319_396_5 * s_,
        -0.004_196_086_3 * l_ - 0.703_418_614_7 * m_ + 1.707_614_701 * s_,
    ]
}

/// HSL (hue in degrees, saturation and lightness from 0 to 1) as gamma-encoded sRGB.
fn hsl(hue: f64, saturation: f64, lightness: f64) -> [f64; 3] {
    let hue = hue.rem_euclid(360.0);
    let f = |n: f64| {
        let k = (n + hue / 30.0) % 12.0;
        let a = saturation * lightness.min(1.0 - lightness);
        lightness - a * (k - 3.0).min(9.0 - k).clamp(-1.0, 1.0)
    };
    [f(0.0), f(8.0), f(4.0)]
}

/// HWB (hue in degrees, whiteness and blackness from 0 to 1) as gamma-encoded sRGB.
fn hwb(hue: f64, white: f64, black: f64) -> [f64; 3] {
    if white + black >= 1.0 {
        let gray = white / (white + black);
        return [gray; 3];
    }
    hsl(hue, 1.0, 0.5).map(|c| c * (1.0 - white - black) + white)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn color(space: &str, components: [f64; 3]) -> Rgba {
        Rgba::from_value(&json!({"colorSpace": space, "components": components})).unwrap()
    }

    /// Issue 51: components near `f64::MAX` overflowed to NaN, printed as `#000000` with a
    /// contrast of `NaN:1`. Every space now gives a colour whose values are real numbers.
    #[test]
    fn huge_components_give_a_real_colour() {
        for space in [
            "srgb",
            "display-p3",
            "oklch",
            "lab",
            "xyz-d65",
            "hsl",
            "a98-rgb",
        ] {
            for huge in [f64::MAX, -f64::MAX, 1e300] {
                let Some(c) = Rgba::from_value(
                    &json!({"colorSpace": space, "components": [huge, huge, huge]}),
                ) else {
                    continue;
                };
                assert!(
                    [c.r, c.g, c.b].iter().all(|v| v.is_finite()),
                    "{space} {huge}: {c:?}"
                );
                let ratio = contrast(c, Rgba::from_hex("#ffffff").unwrap());
                assert!(ratio.is_finite(), "{space}: {ratio}");
            }
        }
        let white = color("srgb", [f64::MAX, f64::MAX, f64::MAX]);
        assert_eq!(white.hex(), "#ffffff");
    }

    #[test]
    fn apca_matches_its_reference_values() {
        // APCA-W3's own examples: #888 text on white, and white text on #888.
        let gray = Rgba::from_hex("#888888").unwrap();
        let white = Rgba::from_hex("#ffffff").unwrap();
        assert!(
            (apca_lc(gray, white) - 63.056).abs() < 0.01,
            "{}",
            apca_lc(gray, white)
        );
        assert!(
            (apca_lc(white, gray) + 68.541).abs() < 0.01,
            "{}",
            apca_lc(white, gray)
        );
        let black = Rgba::from_hex("#000000").unwrap();
        assert!(
            (apca_lc(black, white) - 106.04).abs() < 0.05,
            "{}",
            apca_lc(black, white)
        );
        assert_eq!(apca_lc(white, white), 0.0);
    }

    fn close(a: Rgba, b: Rgba) -> bool {
        [(a.r, b.r), (a.g, b.g), (a.b, b.b), (a.a, b.a)]
            .iter()
            .all(|(x, y)| (x - y).abs() < 0.002)
    }

    #[test]
    fn colours_read_back_from_hsl_and_oklch() {
        let blue = Rgba::from_hex("#2563eb").unwrap();
        let [h, s, l] = blue.to_hsl();
        assert!(
            close(color("hsl", [h, s * 100.0, l * 100.0]), blue),
            "{h} {s} {l}"
        );
        let [l, c, h] = blue.to_oklch();
        assert!(
            (l - 0.5461).abs() < 1e-3 && (c - 0.2152).abs() < 1e-3 && (h - 262.88).abs() < 0.05,
            "{l} {c} {h}"
        );
        assert!(close(color("oklch", [l, c, h]), blue));
        assert_eq!(Rgba::from_hex("#808080").unwrap().to_hsl()[1], 0.0);
    }

    #[test]
    fn ratios_are_wcag_s() {
        let black = color("srgb", [0.0, 0.0, 0.0]);
        assert!((contrast(black, Rgba::WHITE) - 21.0).abs() < 1e-9);
        assert!((contrast(Rgba::WHITE, Rgba::WHITE) - 1.0).abs() < 1e-9);
        // The dark-theme Button: #0f172a on #2563eb.
        let ratio = contrast(
            Rgba::from_hex("#0f172a").unwrap(),
            Rgba::from_hex("#2563eb").unwrap(),
        );
        assert_eq!(format!("{ratio:.2}"), "3.45");
        // #767676 on white is the classic 4.54:1.
        let gray = Rgba::from_hex("#767676").unwrap();
        assert_eq!(format!("{:.2}", contrast(gray, Rgba::WHITE)), "4.54");
    }

    #[test]
    fn every_space_lands_on_the_same_red() {
        let red = color("srgb", [1.0, 0.0, 0.0]);
        // CSS Color 4's values for sRGB red in each space.
        let same = [
            color("srgb-linear", [1.0, 0.0, 0.0]),
            color("display-p3", [0.917_454_4, 0.200_206_5, 0.138_575_7]),
            color("a98-rgb", [0.858_579_2, 0.0, 0.0]),
            color("prophoto-rgb", [0.702_282_7, 0.275_745_6, 0.103_555_3]),
            color("rec2020", [0.791_977_2, 0.230_976_9, 0.073_760_4]),
            color("hsl", [0.0, 100.0, 50.0]),
            color("hwb", [0.0, 0.0, 0.0]),
            color("lab", [54.290_5, 80.804_9, 69.890_9]),
            color("lch", [54.290_5, 106.837, 40.852_5]),
            color("oklab", [0.627_955, 0.224_863, 0.125_846]),
            color("oklch", [0.627_955, 0.257_683, 29.233_9]),
            color("xyz-d65", [0.412_39, 0.212_64, 0.019_33]),
            color("xyz-d50", [0.436_065_7, 0.222_493_6, 0.013_923_1]),
        ];
        for (i, other) in same.iter().enumerate() {
            assert!(close(*other, red), "{i}: {other:?}");
        }
        assert!((red.luminance() - 0.2126).abs() < 1e-9);
    }

    #[test]
    fn out_of_gamut_colours_are_clipped_and_translucent_ones_composed() {
        // Display P3's green is outside sRGB: clipped to sRGB's green channel.
        let green = color("display-p3", [0.0, 1.0, 0.0]);
        assert!(green.g >= 0.999 && green.r <= 0.001, "{green:?}");
        let half_black =
            Rgba::from_value(&json!({"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}))
                .unwrap();
        let gray = half_black.over(Rgba::WHITE);
        assert!(gray.is_opaque());
        assert_eq!(gray.hex(), "#808080");
        assert_eq!(half_black.hex(), "#00000080");
        assert_eq!(Rgba::from_hex("#fff").unwrap(), Rgba::WHITE);
        assert_eq!(
            Rgba::from_value(&json!({"colorSpace": "cmyk", "components": [0, 0, 0]})),
            None
        );
        // `"none"` is a missing component: zero.
        let none = json!({"colorSpace": "srgb", "components": ["none", 0, 0]});
        assert_eq!(Rgba::from_value(&none).unwrap().hex(), "#000000");
    }
}
