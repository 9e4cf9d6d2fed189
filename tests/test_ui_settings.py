"""The Settings page's rule for API keys: the server's key goes only to the endpoint the operator configured."""

from __future__ import annotations

import pytest
from pydantic import SecretStr

from lcr_core import Settings
from lcr_ui.settings import key_withheld, llm_settings, same_endpoint

OPERATOR = Settings(llm_base_url="https://llm.internal/v1", llm_model="m", llm_api_key=SecretStr("sk-server"))


def key(s: Settings) -> str:
    return s.llm_api_key.get_secret_value()


def test_the_servers_key_never_follows_a_new_host():
    moved = llm_settings(OPERATOR, "http://attacker.example/v1", "m", None, 10, operator=OPERATOR)
    assert key(moved) == "" and key_withheld(moved, OPERATOR, "")
    # nor through a second step (another host first, then yet another)
    again = llm_settings(moved, "http://other.example/v1", "m", None, 10, operator=OPERATOR)
    assert key(again) == ""


def test_the_same_endpoint_keeps_the_key_and_a_typed_key_is_used():
    same = llm_settings(OPERATOR, "HTTPS://llm.internal/v1/", "other-model", None, 10, operator=OPERATOR)
    assert key(same) == "sk-server" and not key_withheld(same, OPERATOR, "")
    own = llm_settings(OPERATOR, "http://mine.example/v1", "m", "sk-mine", 10, operator=OPERATOR)
    assert key(own) == "sk-mine" and not key_withheld(own, OPERATOR, "sk-mine")
    kept = llm_settings(own, "http://mine.example/v1", "m2", None, 10, operator=OPERATOR)
    assert key(kept) == "sk-mine"  # the user's own key stays with the user's own endpoint


def test_endpoints_compare_by_scheme_host_and_path():
    assert same_endpoint("http://a.example/v1", "HTTP://A.EXAMPLE/v1/")
    assert not same_endpoint("http://a.example/v1", "http://a.example:8080/v1")
    assert not same_endpoint("", "")


def test_bad_values_are_refused():
    with pytest.raises(ValueError, match="http"):
        llm_settings(OPERATOR, "file:///etc/passwd", "m", None, 10, operator=OPERATOR)
    with pytest.raises(ValueError, match="deadline"):
        llm_settings(OPERATOR, "", "", None, 10, operator=OPERATOR, deadline=0)


GATEWAY = Settings(llm_base_url="https://gw-user:gw-pass-0042@llm.internal/v1?api-key=qk-0042", llm_model="m",
                   llm_api_key=SecretStr("sk-server"))


def test_credentials_in_the_base_url_are_masked_wherever_it_is_shown():
    from lcr_ui.settings import shown_url, toml_snippet

    shown = shown_url(GATEWAY.llm_base_url)
    assert "gw-pass-0042" not in shown and "qk-0042" not in shown and "gw-user" not in shown
    assert shown.startswith("https://") and "llm.internal/v1" in shown and "api-key=" in shown
    assert shown_url("http://127.0.0.1:11434/v1") == "http://127.0.0.1:11434/v1"  # nothing to hide: as typed
    snippet = toml_snippet(GATEWAY)
    assert "gw-pass-0042" not in snippet and "qk-0042" not in snippet and "LCR_LLM_BASE_URL" in snippet


def test_the_masked_url_sent_back_unchanged_keeps_the_real_endpoint_and_its_key():
    from lcr_ui.settings import shown_url

    kept = llm_settings(GATEWAY, shown_url(GATEWAY.llm_base_url), "m2", None, 10, operator=GATEWAY)
    assert kept.llm_base_url == GATEWAY.llm_base_url and key(kept) == "sk-server" and kept.llm_model == "m2"
    moved = llm_settings(GATEWAY, "https://elsewhere.example/v1", "m", None, 10, operator=GATEWAY)
    assert moved.llm_base_url == "https://elsewhere.example/v1" and key(moved) == ""


def test_a_query_token_without_a_name_and_a_fragment_are_masked_too():
    """Some gateways take the key as a bare query item (``/v1?sk-0042``) or after ``#``: masking only the values
    of ``name=value`` items showed such a key whole, as the item's "name"."""
    from lcr_ui.settings import shown_url

    for url in ("https://gw.example/v1?sk-0042", "https://gw.example/v1?a=1&sk-0042", "https://gw.example/v1#sk-0042",
                "https://gw.example/v1?token=&sk-0042"):
        shown = shown_url(url)
        assert "sk-0042" not in shown and shown.startswith("https://gw.example/v1"), shown
    assert shown_url("https://gw.example/v1?api-key=qk&x") == "https://gw.example/v1?api-key=***&***"
    bare = Settings(llm_base_url="https://gw.example/v1?sk-0042", llm_model="m", llm_api_key=SecretStr("sk-server"))
    kept = llm_settings(bare, shown_url(bare.llm_base_url), "m", None, 10, operator=bare)
    assert kept.llm_base_url == bare.llm_base_url and key(kept) == "sk-server"
