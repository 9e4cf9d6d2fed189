# One command to set up and run the app on the demo corpus (`make app`), one to set up and run the tests
# (`make test`). Both create .venv on first use; torch comes from the pinned CPU wheel.
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PORT ?= 8501
# The app listens on this machine only; ADDRESS=0.0.0.0 serves it to the network on purpose (see README).
ADDRESS ?= 127.0.0.1

.PHONY: setup app test test-fast demo bench clean

$(BIN)/activate:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: requirements.txt requirements-dev.txt pyproject.toml | $(BIN)/activate
	$(BIN)/pip install --quiet -r requirements-dev.txt
	$(BIN)/pip install --quiet --no-deps -e .
	touch $@

setup: $(VENV)/.installed

demo: setup
	$(BIN)/lcr demo

app: demo
	$(BIN)/streamlit run app.py --server.address $(ADDRESS) --server.port $(PORT) --server.headless true --browser.gatherUsageStats false

test: setup
	$(BIN)/python -m pytest -q

test-fast: setup
	$(BIN)/python -m pytest -q -m "not browser and not slow"

clean:
	rm -rf $(VENV) .pytest_cache test-artifacts
