vcl 4.1;
# The shop's HTTP cache: Varnish 7.1 with xkey (Debian bookworm: `apt-get install varnish varnish-modules`) in front of
# the API processes, which serve the shop's pages, files and API on one port each (deploy/README.md).
#
# - Public pages (catalogue, content, search, 404) say `Cache-Control: public, max-age=0, s-maxage=60,
#   stale-while-revalidate=600` and name what they show in `Surrogate-Key` (`shop product-12 category-10 brand-1 …`,
#   server/render/cacheTags.ts). Varnish keeps them for s-maxage and serves them stale for up to
#   stale-while-revalidate while it fetches a fresh copy (its grace: both read from Cache-Control by Varnish itself).
# - Every change that alters pages makes each API process send `PURGE` with the changed tags in `Surrogate-Key`
#   (CDN_PURGE_URL = this Varnish): xkey drops every page carrying one of them, at once and without a grace copy.
# - Pages about the shopper (bag, checkout, account, sign-in, withdrawal) are `no-store` and the API, the sandbox,
#   health and metrics are never looked up here: they go to an API process every time.
# - The languages in the pattern below are the shop's (config/shopConfig.ts LOCALES); scripts/deployLocal.ts refuses
#   to start when they differ.

import directors;
import std;
import xkey;

# Who may purge: the API processes. Localhost as shipped (API processes on the Varnish machine). API processes on
# other machines: add their addresses or their network, e.g. `"10.0.1.0"/24;`, and set CDN_PURGE_URL on them to this
# Varnish's address as they reach it (http://10.0.1.5:6081/).
acl purgers {
    "127.0.0.1";
    "::1";
}

# An API process gets traffic only while its readiness says so: not while it starts, drains after SIGTERM (its
# readiness answers 503 through SHUTDOWN_GRACE_SECONDS, 10 s, before it stops listening) or is overloaded.
# Two failed checks of the last three, 2 s apart: out within ~4 s, well inside the grace period.
probe ready {
    .url = "/health/ready";
    .interval = 2s;
    # The check gives the database 2 s before it answers 503 itself.
    .timeout = 3s;
    .window = 3;
    .threshold = 2;
}

# BEGIN backends: one per API process, the ports of deploy/systemd/storefront@.service instances (scripts/deployLocal.ts
# writes this part for the ports it starts).
backend storefront_3001 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = ready;
}
backend storefront_3002 {
    .host = "127.0.0.1";
    .port = "3002";
    .probe = ready;
}

sub vcl_init {
    new storefront = directors.round_robin();
    storefront.add_backend(storefront_3001);
    storefront.add_backend(storefront_3002);
}
# END backends

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # With CDN_PURGE_TOKEN in Varnish's environment (the systemd drop-in's EnvironmentFile), a purge must also
        # carry it, as the API processes do when theirs is set.
        if (std.getenv("CDN_PURGE_TOKEN") && req.http.Authorization != "Bearer " + std.getenv("CDN_PURGE_TOKEN")) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.Surrogate-Key) {
            return (synth(400, "Surrogate-Key missing"));
        }
        # A hard purge: the pages are gone, so the next request fetches the change — a soft purge would keep them
        # for grace and serve the old page once more.
        return (synth(200, "Purged " + xkey.purge(req.http.Surrogate-Key)));
    }
    if (req.method !~ "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$") {
        return (synth(405, "Method Not Allowed"));
    }

    set req.backend_hint = storefront.backend();
    # One id for the request in Varnish's log (varnishlog -q 'ReqHeader:X-Request-Id') and in the shop's (reqId):
    # the host, the second and Varnish's request number, unique across restarts.
    if (!req.http.X-Request-Id) {
        set req.http.X-Request-Id = server.identity + "-" + std.integer(time = now) + "-" + req.xid;
    }

    # Never looked up: the shop's calls and writes (sessions, bags, orders), the sandbox, health and metrics.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/(api|sandbox|health)(/|\?|$)" || req.url ~ "^/metrics(\?|$)") {
        return (pass);
    }
    # `/` redirects to the visitor's language by the language cookie and Accept-Language (private, Vary: Cookie).
    if (req.url ~ "^/(\?|$)") {
        return (pass);
    }

    # Pages under a language, and the build's and pictures' files, are the same for every visitor: the session
    # cookie goes with the API calls the page makes, not with the page. Public pages are rendered without any cookie
    # (server/render/pageResponder.ts renders from the URL alone), and the pages about the shopper are the app's
    # shell — the same HTML for everyone, `no-store`, filled in the browser by API calls that do carry the cookie —
    # so dropping it changes no answer, and lets the public pages be cached (with a cookie the built-in rules pass).
    # Other paths without a language keep it: they redirect to the cookie's language.
    if (req.url ~ "^/(en|de|it|es|fr)(/|\?|$)" || req.url ~ "^/(assets|img)/") {
        unset req.http.Cookie;
    }

    # Brotli, for the browsers that take it (Varnish's own compression is gzip only): such requests get a copy of
    # their own, fetched with `Accept-Encoding: br` (vcl_hash, vcl_backend_fetch) — the API answers pages and files
    # in brotli, gzip or plain as asked. Everything else is Varnish's gzip handling: a gzip copy, unzipped for a
    # client that takes neither.
    if (req.http.Accept-Encoding ~ "(?i)\bbr\b" && req.http.Accept-Encoding !~ "(?i)\bbr\s*;\s*q=0(\.0*)?\s*(,|$)") {
        set req.http.X-Accept-Br = "1";
    } else {
        unset req.http.X-Accept-Br;
    }
    # On to the built-in rules: a request still carrying a cookie or credentials passes; the rest is looked up.
}

sub vcl_hash {
    if (req.http.X-Accept-Br) {
        hash_data("br");
    }
    # The built-in hash (URL and host) follows.
}

sub vcl_backend_fetch {
    if (bereq.http.X-Accept-Br) {
        set bereq.http.Accept-Encoding = "br";
    }
    unset bereq.http.X-Accept-Br;
}

sub vcl_backend_response {
    # A refresh in the background that fails keeps the stale copy serving rather than caching the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # xkey indexes its header's keys. An answer without tags (a file, the sitemap) is still the shop's: a purge of
    # `shop` (a theme change, a re-seeded catalogue) empties the whole cache.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    } else {
        set beresp.http.xkey = "shop";
    }
    # TTL from s-maxage (before max-age), grace from stale-while-revalidate: Varnish's own reading of Cache-Control.
    # `no-store`, `private`, `no-cache` or a Set-Cookie make it uncacheable: the built-in rules that follow.
}

sub vcl_deliver {
    # The tags are for this cache; the answer says whether it came from it (Age: how long it has been there).
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # A cached page carries the id of the request that fetched it: this request's is the one to quote.
    set resp.http.X-Request-Id = req.http.X-Request-Id;
}

sub vcl_synth {
    if (req.method == "PURGE" || resp.status == 405) {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
}
