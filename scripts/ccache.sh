# Sourced by the build scripts: compile through ccache when it is installed (scripts/setup.sh
# installs it). Paths inside the tree are hashed relative to it, so clones share the cache.
ccache_launcher=()
if command -v ccache >/dev/null 2>&1 && [ "${RENJU_CCACHE:-1}" != 0 ]; then
  ccache_launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR="$PWD"
  export CCACHE_NOHASHDIR=1
  # Depend mode: hashes the compiler's own dependency list instead of running the preprocessor
  # first, which on a cold cache would cost a second compiler start per file (em++ is Python).
  export CCACHE_DEPEND=1
fi
