# One command to set up and run the app on the demo corpus (`make app`), one to set up and run the tests
# (`make test`). Both create .venv on first use from the exact lock in requirements*.txt.
#
# torch is installed first, on its own: by default from the configured package index (a CPU build where the
# index has one). On a machine whose default torch wheel is the CUDA build (~2.5 GB more), ask for PyTorch's
# CPU index explicitly:  make setup TORCH_INDEX=https://download.pytorch.org/whl/cpu
# Nothing here contacts any host but the package index unless asked (TORCH_INDEX, or the browser download
# `make test` tries when no Chromium is installed, bounded by BROWSER_INSTALL_TIMEOUT seconds).
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PORT ?= 8501
TORCH_VERSION := $(shell sed -n 's/^torch==//p' requirements.txt)
TORCH_INDEX ?=
BROWSER_INSTALL_TIMEOUT ?= 300
# The app listens on this machine only; ADDRESS=0.0.0.0 serves it to the network on purpose (see README).
ADDRESS ?= 127.0.0.1

.PHONY: setup app test test-fast demo bench clean browser

$(BIN)/activate:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: requirements.txt requirements-dev.txt pyproject.toml | $(BIN)/activate
	$(BIN)/pip install --quiet torch==$(TORCH_VERSION) $(if $(TORCH_INDEX),--index-url $(TORCH_INDEX))
	$(BIN)/pip install --quiet -r requirements-dev.txt
	$(BIN)/pip install --quiet --no-deps -e .
	touch $@
	@echo "lcr is installed in $(VENV): run 'source $(VENV)/bin/activate' to put lcr on your PATH, or call $(BIN)/lcr"

setup: $(VENV)/.installed

# A Chromium for the browser tests: the one tests/browsers.py finds (system chromium first), else Playwright's
# own download; if that fails too the browser tests skip and say what to install.
browser: setup
	@$(BIN)/python tests/browsers.py || { \
	  echo "make: trying Playwright's own Chromium download (at most $(BROWSER_INSTALL_TIMEOUT) s)"; \
	  timeout $(BROWSER_INSTALL_TIMEOUT) $(BIN)/playwright install chromium >$(VENV)/playwright-install.log 2>&1 \
	    && $(BIN)/python tests/browsers.py \
	    || echo "make: no Chromium for the browser tests (see $(VENV)/playwright-install.log); they will be skipped"; }

demo: setup
	$(BIN)/lcr demo

app: demo
	$(BIN)/streamlit run app.py --server.address $(ADDRESS) --server.port $(PORT) --server.headless true --browser.gatherUsageStats false

test: setup browser
	$(BIN)/python -m pytest -q $(PYTEST_ARGS)

test-fast: setup
	$(BIN)/python -m pytest -q -m "not browser and not slow"

clean:
	rm -rf $(VENV) .pytest_cache test-artifacts
