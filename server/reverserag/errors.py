"""Exceptions. Each carries an HTTP status and a snake_case code for the wire format."""

from __future__ import annotations

import math


def error_body(code: str, message: str) -> dict[str, dict[str, str]]:
    """A refusal as the contract writes it, wherever it is written: ``{"error": {"code", "message"}}``."""
    return {"error": {"code": code, "message": message}}


class ReverseRagError(Exception):
    """Base class for every error reverserag raises on purpose."""

    status = 500
    code = "internal_error"

    def __init__(self, message: str, *, code: str | None = None, status: int | None = None):
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        if status is not None:
            self.status = status

    @property
    def public(self) -> str:
        """What the visitor's browser is told; :attr:`message` goes to the log and to ``check``."""
        return self.message

    def to_json(self) -> dict[str, dict[str, str]]:
        return error_body(self.code, self.public)

    def headers(self) -> dict[str, str]:
        return {}


class SettingsError(ReverseRagError):
    """A setting has a value that cannot be used."""

    code = "bad_setting"


class BadRequest(ReverseRagError):
    """The request body or a parameter is malformed."""

    status = 400
    code = "bad_request"


class InvalidPayload(ReverseRagError):
    """The page payload is well-formed JSON but breaks the contract."""

    status = 422
    code = "invalid_payload"


class PayloadTooLarge(ReverseRagError):
    """The request body, or a part of it, is over a cap."""

    status = 413
    code = "payload_too_large"


class BodyTimeout(ReverseRagError):
    """The request body did not arrive in time: a client too slow, or one holding a connection."""

    status = 408
    code = "body_timeout"

    def headers(self) -> dict[str, str]:
        return {"Connection": "close"}


class SessionNotFound(ReverseRagError):
    """No session has this id (it never existed, was deleted or expired)."""

    status = 404
    code = "session_not_found"


class Forbidden(ReverseRagError):
    """The request's origin or site key is not allowed."""

    status = 403
    code = "forbidden"


class Unauthorized(ReverseRagError):
    """A bearer token is needed and was not given, or not this one."""

    status = 401
    code = "unauthorized"

    def headers(self) -> dict[str, str]:
        return {"WWW-Authenticate": 'Bearer realm="reverserag"'}


class Conflict(ReverseRagError):
    """The session is busy, e.g. a stream is already running for it."""

    status = 409
    code = "conflict"


class UpstreamError(ReverseRagError):
    """The model server failed, refused, or answered something that is not a stream. ``param``: the
    request parameter a refusal named, if it named one."""

    status = 502
    code = "upstream_error"
    param: str | None = None

    @property
    def public(self) -> str:
        # The model server's address and what it said (an internal host, a key's last characters,
        # a gateway's page) are the operator's, in the log; the browser gets the kind of failure.
        if self.code in _OURS:
            return self.message
        return _UPSTREAM_PUBLIC.get(self.code, "The model server failed") + "; the server's log says more."


#: Failures the proxy words itself from what it saw, with nothing of the model server's in them.
_OURS = frozenset({"upstream_empty", "upstream_reasoning_only"})


_UPSTREAM_PUBLIC = {
    "upstream_unavailable": "The model server cannot be reached, or broke off the answer",
    "upstream_cut": "The model server ended the answer before it was finished",
    "upstream_timeout": "The model server did not answer in time",
    "upstream_rate_limited": "The model server is getting too many requests",
    "upstream_auth": "The model server refused this server's credentials",
    "upstream_bad_request": "The model server refused the request",
    "upstream_not_found": "The model server does not have what was asked for (a model or an address)",
    "upstream_too_large": "The model server found the request too large",
    "upstream_bad_response": "The model server answered something that is not an answer",
    "upstream_no_models": "The model server does not list its models",
}


class Gone(ReverseRagError):
    """The session exists but is past its lifetime cap."""

    status = 410
    code = "session_expired"


class _RetryLater(ReverseRagError):
    def __init__(self, message: str, *, retry_after: float, code: str | None = None):
        super().__init__(message, code=code)
        self.retry_after = retry_after

    def headers(self) -> dict[str, str]:
        return {"Retry-After": str(max(1, math.ceil(self.retry_after)))}


class RateLimited(_RetryLater):
    """A rate limit is spent; ``retry_after`` says when the bucket holds a token again."""

    status = 429
    code = "rate_limited"


class Unavailable(_RetryLater):
    """The server cannot take this now (full, draining, or its store is down)."""

    status = 503
    code = "unavailable"
