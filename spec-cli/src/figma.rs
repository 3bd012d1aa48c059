//! The Figma REST client of `design-tool:import` and `validate --design`: blocking
//! ureq over rustls, one request per import (two when a variant's set must be fetched, three
//! with variables), a token from the environment that is never printed, and rate limits
//! explained instead of retried in a loop.

use std::fmt;
use std::time::Duration;

use uispec_core::figma::api::error_message;
use uispec_core::figma::url::{is_file_key, is_node_id};

/// The API's address; `UISPEC_FIGMA_API` replaces it (tests, proxies).
const DEFAULT_API: &str = "https://api.figma.com";
/// A `Retry-After` up to this long is waited out once; a longer one fails at once (monthly
/// caps answer with days).
const MAX_WAIT: Duration = Duration::from_secs(60);
/// The largest answer read (from the API, or saved and imported with `--from-file`). Whole
/// files of large design systems are tens of megabytes; parsing takes about twice the
/// body again, so this keeps a hostile or runaway answer under ~400 MB of memory.
pub(crate) const MAX_BODY: u64 = 128 * 1024 * 1024;

/// How the client authenticates.
#[derive(Debug, Clone)]
pub(crate) struct Credentials {
    /// The environment variable the token came from, for messages.
    pub(crate) source: String,
    token: String,
    oauth: bool,
}

impl Credentials {
    /// The token in `$name` (a personal access token, or an OAuth token with `oauth`).
    pub(crate) fn from_env(name: &str, oauth: bool) -> Result<Credentials, FetchError> {
        match std::env::var(name) {
            Ok(token) if !token.trim().is_empty() => Ok(Credentials {
                source: name.to_owned(),
                token: token.trim().to_owned(),
                oauth,
            }),
            _ => Err(FetchError::new(
                format!("no Figma token: `{name}` is not set"),
                format!(
                    "create a personal access token (Figma → Settings → Security, scope \
                     `file_content:read`) and `export {name}=…`; or import a saved response with \
                     --from-file"
                ),
            )),
        }
    }
}

/// A request that did not give a usable answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FetchError {
    /// What happened (never contains the token).
    pub(crate) message: String,
    /// What to do about it.
    pub(crate) help: String,
    /// The HTTP status, when there was one.
    pub(crate) status: Option<u16>,
}

impl FetchError {
    fn new(message: impl Into<String>, help: impl Into<String>) -> FetchError {
        FetchError {
            message: message.into(),
            help: help.into(),
            status: None,
        }
    }
}

impl fmt::Display for FetchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\n  = help: {}", self.message, self.help)
    }
}

impl std::error::Error for FetchError {}

/// A client for one run.
#[derive(Debug)]
pub(crate) struct Client {
    agent: ureq::Agent,
    base: String,
    credentials: Credentials,
}

impl Client {
    /// A client for the API at `UISPEC_FIGMA_API` (else Figma's), refusing plain HTTP to
    /// anything but this machine.
    pub(crate) fn new(credentials: Credentials) -> Result<Client, FetchError> {
        let base = std::env::var("UISPEC_FIGMA_API")
            .ok()
            .filter(|b| !b.is_empty())
            .unwrap_or_else(|| DEFAULT_API.to_owned());
        let base = base.trim_end_matches('/').to_owned();
        let userinfo = base
            .parse::<ureq::http::Uri>()
            .is_ok_and(|uri| has_userinfo(&uri));
        if userinfo {
            return Err(FetchError::new(
                "UISPEC_FIGMA_API holds a `user@` part: uispec sends your token only to the host it names",
                "give the address without `user:password@`",
            ));
        }
        if !base.starts_with("https://") && !is_loopback_http(&base) {
            return Err(FetchError::new(
                format!("UISPEC_FIGMA_API is `{base}`: uispec talks to Figma over HTTPS only"),
                "use an https:// address (plain http:// is accepted for 127.0.0.1, ::1 and localhost only)",
            ));
        }
        let agent = ureq::Agent::config_builder()
            .timeout_connect(Some(Duration::from_secs(15)))
            .timeout_global(Some(Duration::from_secs(300)))
            .http_status_as_error(false)
            // Never follow a redirect: the token would go with it (ureq strips `Authorization`
            // across origins, not `X-Figma-Token`), and Figma's API does not redirect. A 3xx
            // is an error below.
            .max_redirects(0)
            .user_agent(concat!("uispec/", env!("CARGO_PKG_VERSION")))
            .build()
            .into();
        Ok(Client {
            agent,
            base,
            credentials,
        })
    }

    /// `GET /v1/files/:key/nodes?ids=…`: the nodes with their subtrees and maps.
    pub(crate) fn nodes(&self, key: &str, ids: &[&str]) -> Result<String, FetchError> {
        let key = checked_key(key)?;
        if let Some(bad) = ids.iter().find(|id| !is_node_id(id)) {
            return Err(FetchError::new(
                format!("`{}` is not a Figma node id", bad.escape_debug()),
                "node ids look like `1:39`; copy the component's link from Figma again",
            ));
        }
        let ids: Vec<String> = ids.iter().map(|id| encode(id)).collect();
        self.get(&format!("/v1/files/{key}/nodes?ids={}", ids.join(",")))
    }

    /// `GET /v1/files/:key`: the whole document (a link without a node id).
    pub(crate) fn file(&self, key: &str) -> Result<String, FetchError> {
        self.get(&format!("/v1/files/{}", checked_key(key)?))
    }

    /// `GET /v1/components/:key`: where a library component lives.
    pub(crate) fn component(&self, key: &str) -> Result<String, FetchError> {
        self.get(&format!("/v1/components/{}", checked_key(key)?))
    }

    /// `GET /v1/files/:key/variables/local`: variable names (Enterprise plans only).
    pub(crate) fn variables(&self, key: &str) -> Result<String, FetchError> {
        self.get(&format!("/v1/files/{}/variables/local", checked_key(key)?))
    }

    /// One request; the token never appears in what comes back (an answer that echoes it,
    /// in an error or in data, has it replaced before anything reads it).
    fn get(&self, path: &str) -> Result<String, FetchError> {
        let redact = |text: String| text.replace(&self.credentials.token, "[FIGMA_TOKEN]");
        self.get_once(path).map(redact).map_err(|error| FetchError {
            message: redact(error.message),
            help: redact(error.help),
            status: error.status,
        })
    }

    fn get_once(&self, path: &str) -> Result<String, FetchError> {
        let url = format!("{}{path}", self.base);
        let mut waited = false;
        loop {
            let (header, value) = if self.credentials.oauth {
                (
                    "Authorization",
                    format!("Bearer {}", self.credentials.token),
                )
            } else {
                ("X-Figma-Token", self.credentials.token.clone())
            };
            let response = self
                .agent
                .get(&url)
                .header(header, &value)
                .call()
                .map_err(|error| {
                    FetchError::new(
                        format!("cannot reach the Figma API at {}: {error}", self.base),
                        "check the network (and a proxy's address in UISPEC_FIGMA_API)",
                    )
                })?;
            let status = response.status().as_u16();
            let header = |name: &str| {
                response
                    .headers()
                    .get(name)
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_owned)
            };
            let retry_after = header("retry-after").and_then(|v| retry_seconds(&v));
            let plan = header("x-figma-plan-tier");
            let limit_type = header("x-figma-rate-limit-type");
            let upgrade = header("x-figma-upgrade-link");
            let location = header("location");
            let body = response
                .into_body()
                .with_config()
                .limit(MAX_BODY)
                .read_to_string()
                .map_err(|error| {
                    FetchError::new(
                        format!("the Figma API's answer to {path} could not be read: {error}"),
                        "try again; with --from-file, uispec imports a response saved earlier",
                    )
                })?;
            if status == 429
                && !waited
                && let Some(seconds) = retry_after.filter(|s| Duration::from_secs(*s) <= MAX_WAIT)
            {
                std::thread::sleep(Duration::from_secs(seconds));
                waited = true;
                continue;
            }
            if (200..300).contains(&status) {
                return Ok(body);
            }
            if (300..400).contains(&status) {
                let mut error = FetchError::new(
                    format!(
                        "the Figma API answered {path} with a redirect ({status}) to {}",
                        redirect_origin(location.as_deref())
                    ),
                    "uispec never follows a redirect with your token: point UISPEC_FIGMA_API at \
                     the API itself (unset, it is https://api.figma.com)",
                );
                error.status = Some(status);
                return Err(error);
            }
            let said = error_message(&body)
                .map(|m| format!(" ({m})"))
                .unwrap_or_default();
            let mut error = match status {
                429 => rate_limited(retry_after, plan, limit_type, upgrade),
                401 | 403 => FetchError::new(
                    format!("Figma refused the request for {path}: {status}{said}"),
                    format!(
                        "check the token in `{}`: it must be valid, have the scope \
                         `file_content:read`, and belong to an account that can open the file{}",
                        self.credentials.source,
                        if self.credentials.oauth {
                            " (--oauth sends it as a Bearer token)"
                        } else {
                            " (an OAuth token needs --oauth)"
                        }
                    ),
                ),
                404 => FetchError::new(
                    format!("Figma has no file or node at {path}: 404{said}"),
                    "check the link: the file may be deleted, or shared with another account",
                ),
                _ if said.is_empty() && !body.trim_start().starts_with('{') => FetchError::new(
                    format!(
                        "the Figma API answered {path} with {status} and a body that is not JSON"
                    ),
                    "Figma or a proxy is failing: try again later",
                ),
                _ => FetchError::new(
                    format!("the Figma API answered {path} with {status}{said}"),
                    "try again later; if it persists, check status.figma.com",
                ),
            };
            error.status = Some(status);
            return Err(error);
        }
    }
}

/// The rate-limit answer, with what Figma's headers say about why.
fn rate_limited(
    retry_after: Option<u64>,
    plan: Option<String>,
    limit_type: Option<String>,
    upgrade: Option<String>,
) -> FetchError {
    let wait = match retry_after {
        Some(seconds) => format!("it asks to wait {}", duration(seconds)),
        None => "it gives no time to wait".to_owned(),
    };
    let mut facts = Vec::new();
    if let Some(plan) = plan {
        facts.push(format!("plan tier `{plan}`"));
    }
    if let Some(kind) = limit_type {
        facts.push(format!("rate-limit type `{kind}`"));
    }
    let facts = if facts.is_empty() {
        String::new()
    } else {
        format!(" ({})", facts.join(", "))
    };
    let mut help = "Figma's limits depend on your seat and on the plan of the team that owns the \
        file: View and Collab seats, and files in Starter teams, get a few requests a month \
        (`low`); Dev and Full seats on paid plans get 10 or more a minute. Use a Dev or Full \
        seat, or import a response saved earlier with --from-file"
        .to_owned();
    if let Some(link) = upgrade {
        help.push_str(&format!(" (Figma's upgrade page: {link})"));
    }
    FetchError::new(
        format!("Figma's rate limit was reached{facts}: {wait}"),
        help,
    )
}

/// `396749` → `4 days 14 h`.
fn duration(seconds: u64) -> String {
    match seconds {
        s if s < 120 => format!("{s} s"),
        s if s < 7200 => format!("{} min", s / 60),
        s if s < 172_800 => format!("{} h", s / 3600),
        s => format!("{} days {} h", s / 86_400, (s % 86_400) / 3600),
    }
}

/// A file key as it may go into a request path (alphanumeric, as in every Figma link).
fn checked_key(key: &str) -> Result<&str, FetchError> {
    if is_file_key(key) {
        Ok(key)
    } else {
        Err(FetchError::new(
            format!("`{}` is not a Figma file key", key.escape_debug()),
            "file keys are letters and digits; copy the file's link from Figma again",
        ))
    }
}

/// `Retry-After`: seconds, or an HTTP date (RFC 9110 §10.2.3), as seconds from now.
fn retry_seconds(value: &str) -> Option<u64> {
    let value = value.trim();
    if let Ok(seconds) = value.parse::<u64>() {
        return Some(seconds);
    }
    let at = httpdate::parse_http_date(value).ok()?;
    Some(
        at.duration_since(std::time::SystemTime::now())
            .map_or(0, |wait| wait.as_secs()),
    )
}

/// Where a redirect pointed, as scheme and host only (a path could carry anything).
fn redirect_origin(location: Option<&str>) -> String {
    let Some(location) = location else {
        return "nowhere (no `Location`)".to_owned();
    };
    let origin: String = match location.split_once("://") {
        Some((scheme, rest)) => {
            let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
            format!("{scheme}://{host}")
        }
        None => "a path on the same server".to_owned(),
    };
    origin.chars().take(100).collect()
}

/// `1:2` → `1%3A2`, `I1:2;3:4` → `I1%3A2%3B3%3A4`.
fn encode(id: &str) -> String {
    id.replace(':', "%3A").replace(';', "%3B")
}

/// Whether `base` is plain HTTP to this machine, read by the parser the HTTP client itself
/// uses (a hand-made split once took the host from the userinfo of
/// `http://127.0.0.1:1@127.0.0.2:18081`, and the token went in plain text to 127.0.0.2).
fn is_loopback_http(base: &str) -> bool {
    let Ok(uri) = base.parse::<ureq::http::Uri>() else {
        return false;
    };
    let host = uri.host().unwrap_or_default();
    uri.scheme_str() == Some("http")
        && !has_userinfo(&uri)
        && matches!(host, "127.0.0.1" | "localhost" | "::1" | "[::1]")
}

/// Whether the address carries a `user:password@` part, which is refused outright: the token
/// is the only credential sent, and only to the host the address names.
fn has_userinfo(uri: &ureq::http::Uri) -> bool {
    uri.authority().is_some_and(|a| a.as_str().contains('@'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_only_for_plain_http() {
        assert!(is_loopback_http("http://127.0.0.1:8080"));
        assert!(is_loopback_http("http://[::1]:9/x"));
        assert!(is_loopback_http("http://localhost"));
        assert!(!is_loopback_http("http://127.0.0.1.example.com"));
        assert!(!is_loopback_http("http://example.com"));
        // The host is what comes after the userinfo, and an address with one is refused.
        assert!(!is_loopback_http("http://127.0.0.1:1@127.0.0.2:18081"));
        assert!(!is_loopback_http("http://localhost@example.com/"));
        assert!(!is_loopback_http("http://user@127.0.0.1:8080"));
        assert!(!is_loopback_http("https://127.0.0.1"));
    }

    #[test]
    fn retry_after_in_seconds_or_as_a_date() {
        assert_eq!(retry_seconds(" 30 "), Some(30));
        assert_eq!(retry_seconds("Sun, 06 Nov 1994 08:49:37 GMT"), Some(0));
        let later = std::time::SystemTime::now() + Duration::from_secs(3600);
        let wait = retry_seconds(&httpdate::fmt_http_date(later)).unwrap();
        assert!((3590..=3600).contains(&wait), "{wait}");
        assert_eq!(retry_seconds("soon"), None);
    }

    #[test]
    fn waits_read_like_time() {
        assert_eq!(duration(2), "2 s");
        assert_eq!(duration(396_749), "4 days 14 h");
        assert_eq!(encode("I1:2;3:4"), "I1%3A2%3B3%3A4");
    }
}
