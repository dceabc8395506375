"""The lean upstream HTTP client (``engines/wire.py``) against raw servers that misbehave on cue."""

from __future__ import annotations

import asyncio
import shutil
import ssl
import subprocess
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from fake_upstream import free_port
from reverserag.engines.wire import ConnectFailed, Pool, ProtocolError, ReadTimeout, WireError

Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]
HEAD = b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"


async def read_request(reader: asyncio.StreamReader) -> bytes:
    head = await reader.readuntil(b"\r\n\r\n")
    length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n")
                  if line.lower().startswith(b"content-length"))
    return head + await reader.readexactly(length)


def run(handler: Handler, client: Callable[[str, list[int]], Awaitable[object]],
        context: ssl.SSLContext | None = None) -> object:
    """Serve ``handler`` on loopback and run ``client(url, connections)``."""

    async def go() -> object:
        connections: list[int] = []

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            connections.append(1)
            try:
                await handler(reader, writer)
            except (ConnectionError, asyncio.IncompleteReadError, asyncio.CancelledError):
                pass  # the client left, or the test is over
            finally:
                writer.close()

        server = await asyncio.start_server(serve, "127.0.0.1", 0, ssl=context)
        port = server.sockets[0].getsockname()[1]
        scheme = "https" if context else "http"
        try:
            return await client(f"{scheme}://127.0.0.1:{port}/v1/chat/completions", connections)
        finally:
            server.close()

    return asyncio.run(go())


async def body_of(pool: Pool, url: str) -> tuple[int, bytes]:
    response = await pool.post(url, b'{"x": 1}', {"Content-Type": "application/json"})
    try:
        return response.status, b"".join([chunk async for chunk in response.chunks()])
    finally:
        await response.aclose()


def pool(**changes: object) -> Pool:
    return Pool(**{"connect_timeout": 2.0, "read_timeout": 2.0, **changes})  # type: ignore[arg-type]


def test_chunked_sized_and_close_delimited_bodies():
    async def chunked(reader, writer):
        await read_request(reader)
        writer.write(HEAD + b"Transfer-Encoding: chunked\r\n\r\n")
        for piece in (b"data: one\n\n", b"data: two\n\n"):
            writer.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            await writer.drain()
        writer.write(b"0\r\n\r\n")

    async def sized(reader, writer):
        await read_request(reader)
        writer.write(HEAD + b"Content-Length: 11\r\n\r\ndata: one\n\n")

    async def delimited(reader, writer):
        await read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\ndata: until the end")
        await writer.drain()

    for handler, expected in ((chunked, b"data: one\n\ndata: two\n\n"), (sized, b"data: one\n\n"),
                              (delimited, b"data: until the end")):
        assert run(handler, lambda url, _: body_of(pool(), url)) == (200, expected), handler.__name__


def test_connections_are_kept_alive_and_reused():
    async def handler(reader, writer):
        while True:
            await read_request(reader)
            writer.write(HEAD + b"Content-Length: 2\r\n\r\nok")
            await writer.drain()

    async def client(url: str, connections: list[int]) -> list[int]:
        shared = pool()
        for _ in range(5):
            assert await body_of(shared, url) == (200, b"ok")
        await shared.aclose()
        return connections

    assert run(handler, client) == [1]  # one connection for five answers


def test_a_connection_the_server_closed_is_not_reused():
    async def handler(reader, writer):
        await read_request(reader)
        writer.write(HEAD + b"Content-Length: 2\r\n\r\nok")
        await writer.drain()  # then close, though keep-alive was not refused

    async def client(url: str, connections: list[int]) -> int:
        shared = pool()
        for _ in range(3):
            assert await body_of(shared, url) == (200, b"ok")
            await asyncio.sleep(0.05)  # the server's close arrives
        await shared.aclose()
        return len(connections)

    assert run(handler, client) == 3


def test_a_body_cut_short_or_garbage_is_a_protocol_error():
    async def cut(reader, writer):
        await read_request(reader)
        writer.write(HEAD + b"Transfer-Encoding: chunked\r\n\r\n5\r\ndata:\r\n")
        await writer.drain()

    async def garbage(reader, writer):
        await read_request(reader)
        writer.write(b"SSH-2.0-OpenSSH_9.0\r\n\r\n")
        await writer.drain()

    for handler in (cut, garbage):
        with pytest.raises(ProtocolError):
            run(handler, lambda url, _: body_of(pool(), url))


def test_silence_is_a_read_timeout_before_and_after_the_head():
    async def silent(reader, writer):
        await read_request(reader)
        await asyncio.sleep(5)

    async def stalls(reader, writer):
        await read_request(reader)
        writer.write(HEAD + b"Transfer-Encoding: chunked\r\n\r\n6\r\ndata: \r\n")
        await writer.drain()
        await asyncio.sleep(5)

    for handler in (silent, stalls):
        with pytest.raises(ReadTimeout):
            run(handler, lambda url, _: body_of(pool(read_timeout=0.3), url))


def test_a_refused_connection_is_connect_failed():
    with pytest.raises(ConnectFailed):
        asyncio.run(body_of(pool(), f"http://127.0.0.1:{free_port()}/v1/chat/completions"))


def test_a_cancelled_read_closes_the_connection():
    seen: list[bytes] = []

    async def handler(reader, writer):
        await read_request(reader)
        writer.write(HEAD + b"Transfer-Encoding: chunked\r\n\r\n")
        await writer.drain()
        seen.append(await reader.read())  # b"" once the client hangs up

    async def client(url: str, _: list[int]) -> None:
        task = asyncio.ensure_future(body_of(pool(), url))
        await asyncio.sleep(0.1)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await asyncio.sleep(0.1)

    run(handler, client)
    assert seen == [b""]


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed: the TLS test makes its certificate with it")
    folder = tmp_path_factory.mktemp("tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    return cert, key


def test_tls_with_a_trusted_certificate_and_refused_without(certificate):
    cert, key = certificate
    server = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server.load_cert_chain(cert, key)

    async def handler(reader, writer):
        await read_request(reader)
        writer.write(HEAD + b"Content-Length: 6\r\n\r\nsecret")
        await writer.drain()

    trusting = ssl.create_default_context(cafile=str(cert))
    assert run(handler, lambda url, _: body_of(pool(ssl_context=trusting), url), server) == (200, b"secret")
    with pytest.raises(WireError):  # the default trust store has never heard of it
        run(handler, lambda url, _: body_of(pool(), url), server)
