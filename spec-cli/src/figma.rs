//! The Figma REST client of `design-tool:import` and `validate --design` (DESIGN §8): blocking
//! ureq over rustls, one request per import (two when a variant's set must be fetched, three
//! with variables), a token from the environment that is never printed, and rate limits
//! explained instead of retried in a loop.

use std::fmt;
use std::time::Duration;

use uispec_core::figma::api::error_message;

/// The API's address; `UISPEC_FIGMA_API` replaces it (tests, proxies).
const DEFAULT_API: &str = "https://api.figma.com";
/// A `Retry-After` up to this long is waited out once; a longer one fails at once (monthly
/// caps answer with days).
const MAX_WAIT: Duration = Duration::from_secs(60);
/// Whole files of large design systems are tens of megabytes.
const MAX_BODY: u64 = 512 * 1024 * 1024;

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
        let ids: Vec<String> = ids.iter().map(|id| encode(id)).collect();
        self.get(&format!("/v1/files/{key}/nodes?ids={}", ids.join(",")))
    }

    /// `GET /v1/files/:key`: the whole document (a link without a node id).
    pub(crate) fn file(&self, key: &str) -> Result<String, FetchError> {
        self.get(&format!("/v1/files/{key}"))
    }

    /// `GET /v1/components/:key`: where a library component lives.
    pub(crate) fn component(&self, key: &str) -> Result<String, FetchError> {
        self.get(&format!("/v1/components/{key}"))
    }

    /// `GET /v1/files/:key/variables/local`: variable names (Enterprise plans only).
    pub(crate) fn variables(&self, key: &str) -> Result<String, FetchError> {
        self.get(&format!("/v1/files/{key}/variables/local"))
    }

    fn get(&self, path: &str) -> Result<String, FetchError> {
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
            let retry_after = header("retry-after").and_then(|v| v.trim().parse::<u64>().ok());
            let plan = header("x-figma-plan-tier");
            let limit_type = header("x-figma-rate-limit-type");
            let upgrade = header("x-figma-upgrade-link");
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

/// The rate-limit answer, with what Figma's headers say about why (figma.md §2).
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

/// `1:2` → `1%3A2`, `I1:2;3:4` → `I1%3A2%3B3%3A4`.
fn encode(id: &str) -> String {
    id.replace(':', "%3A").replace(';', "%3B")
}

fn is_loopback_http(base: &str) -> bool {
    let Some(rest) = base.strip_prefix("http://") else {
        return false;
    };
    let host = rest.split('/').next().unwrap_or_default();
    let host = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host.split(':').next().unwrap_or_default(),
    };
    matches!(host, "127.0.0.1" | "localhost" | "::1")
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
    }

    #[test]
    fn waits_read_like_time() {
        assert_eq!(duration(2), "2 s");
        assert_eq!(duration(396_749), "4 days 14 h");
        assert_eq!(encode("I1:2;3:4"), "I1%3A2%3B3%3A4");
    }
}
