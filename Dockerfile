# reverserag: the proxy, its widget and its demo pages, on a slim Python base, as a non-root user.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /src
COPY pyproject.toml README.md LICENSE ./
COPY server ./server
COPY widget ./widget
COPY templates ./templates
# DL3013 wants pinned versions: this installs the project itself, whose pyproject bounds its deps.
# hadolint ignore=DL3013
RUN pip install --no-cache-dir ".[redis]" \
    && useradd --create-home --uid 10001 --shell /usr/sbin/nologin reverserag

USER 10001
WORKDIR /home/reverserag
ENV REVERSERAG_HOST=0.0.0.0 \
    REVERSERAG_PORT=8000
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=4)"]
CMD ["reverserag", "serve"]
