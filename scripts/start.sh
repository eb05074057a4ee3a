#!/usr/bin/env bash
# npm start: install what is missing, build, and serve the app from dist/ (PORT, default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
port=${PORT:-8080}
echo "Serving the app at http://localhost:${port}/"
# --gzip/--brotli: serve the precompressed copies the build writes beside each file.
exec npx --no-install sirv dist --port "$port" --host 0.0.0.0 --etag --gzip --brotli --quiet
