"""Typed settings: defaults from METHOD.md, overridden by a TOML file and ``LCR_*`` environment variables.

Precedence (highest first): explicit keyword arguments, environment (``LCR_ALPHA=0.5``), the TOML file named
by ``LCR_CONFIG`` (default ``lcr.toml`` in the working directory), then the defaults below.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal

import platformdirs
from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict, TomlConfigSettingsSource

from .schema import FACETS

PAPER_ALPHA = 0.4
PAPER_BETA = 0.8
PAPER_W_LEX = (0.313, 0.293, 0.167, 0.227)
PAPER_W_SEM = (0.326, 0.035, 0.269, 0.371)

# The tuned weights that ship with the product (written by ``lcr tune``); absent until a tuning run lands.
PACKAGED_WEIGHTS = Path(__file__).with_name("data") / "weights.json"


def default_store() -> Path:
    return Path(platformdirs.user_data_dir("lcr")) / "store"


def default_cache() -> Path:
    return Path(platformdirs.user_cache_dir("lcr"))


@dataclass(frozen=True)
class Weights:
    """The Stage-2 weights: channel mix (alpha, beta) and simplex facet weights per channel."""

    alpha: float = PAPER_ALPHA
    beta: float = PAPER_BETA
    w_lex: tuple[float, ...] = PAPER_W_LEX
    w_sem: tuple[float, ...] = PAPER_W_SEM
    source: str = "paper"

    def __post_init__(self) -> None:
        for name in ("w_lex", "w_sem"):
            w = getattr(self, name)
            if len(w) != len(FACETS) or min(w) < 0 or abs(sum(w) - 1.0) > 1e-3:
                raise ValueError(f"{name} must be {len(FACETS)} non-negative weights summing to 1, got {w}")

    @classmethod
    def uniform(cls) -> Weights:
        u = tuple([1.0 / len(FACETS)] * len(FACETS))
        return cls(alpha=PAPER_ALPHA, beta=PAPER_BETA, w_lex=u, w_sem=u, source="uniform")

    @classmethod
    def load(cls, path: Path) -> Weights:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return cls(
            alpha=float(data["alpha"]),
            beta=float(data["beta"]),
            w_lex=tuple(float(data["w_lex"][f]) for f in FACETS),
            w_sem=tuple(float(data["w_sem"][f]) for f in FACETS),
            source=str(data.get("source", Path(path).name)),
        )

    def to_json(self) -> dict:
        d = asdict(self)
        d["w_lex"] = dict(zip(FACETS, self.w_lex))
        d["w_sem"] = dict(zip(FACETS, self.w_sem))
        return d

    def save(self, path: Path, **extra) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(json.dumps({**self.to_json(), **extra}, indent=2) + "\n", encoding="utf-8")


class Settings(BaseSettings):
    """Everything configurable about the engine, in one typed object."""

    model_config = SettingsConfigDict(env_prefix="LCR_", extra="ignore", toml_file="lcr.toml")

    store: Path = Field(default_factory=default_store, description="folder of the Chroma store and indices")
    cache_dir: Path = Field(default_factory=default_cache, description="embedding cache, eval stores")

    model_path: Path | None = Field(None, description="sentence-transformers model dir (default: packaged)")
    dtype: Literal["float32", "bfloat16"] = "float32"
    batch_size: int = 16
    threads: int | None = None
    device: Literal["auto", "cpu", "cuda", "mps"] = Field(
        "auto", description="where the encoder runs: auto = cuda, then mps, then cpu")
    encoder_backend: Literal["auto", "torch", "onnx", "onnx-int8"] = Field(
        "auto", description="auto = ONNX Runtime on CPU (same vectors as torch, faster), torch on a GPU")
    onnx_dir: Path = Field(default_factory=lambda: default_cache() / "onnx",
                           description="where the ONNX export of the encoder is kept (made once, offline)")
    ray_address: str = Field("", description="Ray cluster for `lcr ingest --ray` (empty: a local Ray)")

    facetizer: Literal["auto", "trained", "heuristic", "llm"] = "auto"
    facet_arguments_as: Literal["reasoning", "facts", "other"] = Field(
        "reasoning", description="where the parties' arguments go (trained and LLM facetizers)")

    # Stage 1
    top_a: int = Field(500, ge=1)
    top_b: int = Field(500, ge=1)
    rrf_k: int = Field(60, ge=0)
    pool_m: int = Field(1000, ge=1)
    dense_backend: Literal["auto", "chroma", "exact"] = Field(
        "auto", description="dense top-B: exact (the same list in every process), chroma (HNSW), or auto: exact up "
                            "to dense_exact_max judgments, HNSW beyond")
    dense_exact_max: int = Field(250_000, ge=0)
    hnsw_ef_search: int = Field(600, ge=10)
    # Stage 2
    weights_file: Path | None = None
    alpha: float | None = None
    beta: float | None = None
    empty_facet: Literal["zero", "renormalize"] = "zero"
    zscore: bool = True
    k: int = Field(10, ge=1, le=1000)
    profile: str = Field("auto", description="ranking profile: auto (by query type), a shipped key, or a .json file")
    # BM25
    bm25_k1: float = 1.2
    bm25_b: float = 0.75
    stemming: bool = False
    # the on-disk index (see lcr_core.index)
    index_float16: bool = Field(False, description="store index vectors as float16 (half the disk and memory)")
    index_max_segments: int = Field(8, ge=1, description="merge index segments after a write past this many")

    # the chat app
    keep_conversations: bool = Field(
        True, description="keep each chat conversation in <store>/conversations/ so a page reload brings it back "
                          "(it holds the facts users type; false keeps nothing on disk)")

    # LLM (any OpenAI-compatible endpoint); empty base_url and model = offline mode
    llm_base_url: str = ""
    llm_api_key: SecretStr = SecretStr("")
    llm_model: str = ""
    llm_timeout: float = 60.0
    llm_deadline: float = Field(20.0, gt=0, description="seconds a chat answer waits for the LLM in total")
    llm_max_retries: int = 0
    llm_context_tokens: int = 8000

    # Where Stage 1 and Stage 2 read from (lcr_core.backends): the local derived index, or a Milvus collection
    # (a file path = Milvus Lite, embedded; http://host:19530 = a Milvus server; default: milvus.db in the store)
    backend: Literal["embedded", "milvus"] = "embedded"
    milvus_uri: str = ""
    milvus_collection: str = "lcr_cases"
    milvus_text: Literal["lcr", "milvus"] = Field(
        "lcr", description="what Milvus's BM25 analyses: lcr = this product's analyzer tokens, milvus = raw text")
    # The store of record on a Chroma server (``chroma run``) instead of the store folder's embedded database
    chroma_url: str = ""

    max_query_chars: int = 200_000
    write_lock_timeout: float | None = Field(
        None, ge=0, description="seconds a writer waits for another process writing the same store (None: wait)")

    @field_validator("llm_base_url", mode="after")
    @classmethod
    def _usable_url(cls, v: str) -> str:
        from .urls import url_problem

        problem = url_problem(v)
        if problem:  # one line naming the setting (load_settings), not the HTTP client's traceback at first use
            raise ValueError(problem)
        return v.strip()

    @field_validator("store", "cache_dir", "onnx_dir", mode="after")
    @classmethod
    def _expand(cls, v: Path) -> Path:
        return Path(os.path.expanduser(str(v)))

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        toml = TomlConfigSettingsSource(settings_cls, toml_file=os.environ.get("LCR_CONFIG", "lcr.toml"))
        return (init_settings, env_settings, toml)

    @property
    def llm_enabled(self) -> bool:
        return bool(self.llm_base_url and self.llm_model)

    def weights(self) -> Weights:
        """Tuned weights when a file is configured or packaged, else the paper's; alpha/beta overridable."""
        path = self.weights_file or (PACKAGED_WEIGHTS if PACKAGED_WEIGHTS.exists() else None)
        w = Weights.load(path) if path else Weights()
        if self.alpha is not None or self.beta is not None:
            w = Weights(
                alpha=self.alpha if self.alpha is not None else w.alpha,
                beta=self.beta if self.beta is not None else w.beta,
                w_lex=w.w_lex,
                w_sem=w.w_sem,
                source=w.source + "+override",
            )
        return w


__all__ = ["PACKAGED_WEIGHTS", "Settings", "Weights"]


_URL_SETTINGS = ("llm_base_url", "milvus_uri", "chroma_url")


class ConfigError(ValueError):
    """A setting that cannot be used (lcr.toml not valid TOML, a value of the wrong type), said in one line."""


def _check_toml_keys(source: Path) -> None:
    """A ConfigError naming each key of the TOML file that is no setting: ``llm_base_ulr`` (or an ``[llm]``
    table) was dropped in silence, so the LLM stayed off with nothing saying why."""
    import difflib
    import tomllib

    if not source.is_file():
        return
    with source.open("rb") as fh:
        keys = list(tomllib.load(fh))
    known = list(Settings.model_fields)
    unknown = [k for k in keys if k not in known]
    if unknown:
        named = []
        for key in unknown:
            close = difflib.get_close_matches(key, known, n=1, cutoff=0.75)
            named.append(f"{key!r}" + (f" (did you mean {close[0]!r}?)" if close else ""))
        raise ConfigError(f"{source} has {'a setting' if len(unknown) == 1 else 'settings'} lcr does not know: "
                          f"{', '.join(named)}; settings are top-level keys (no [tables]), named as in "
                          "`lcr_core/config.py` (LCR_* variables without the prefix, in lower case)")


def load_settings(**kwargs) -> Settings:
    """``Settings(**kwargs)``, or a ConfigError naming each bad setting and where settings come from (a typo in
    lcr.toml or an ``LCR_*`` variable otherwise surfaces as a long pydantic / tomllib traceback). Values of key
    settings are never repeated in the message."""
    import tomllib

    from pydantic import ValidationError

    source = Path(os.environ.get("LCR_CONFIG", "lcr.toml")).resolve()
    try:
        settings = Settings(**kwargs)
        _check_toml_keys(source)
        return settings
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{source} is not valid TOML ({exc})") from exc
    except UnicodeDecodeError as exc:  # TOML is UTF-8: a file saved as ANSI or UTF-16 fails before parsing
        raise ConfigError(f"{source} is not UTF-8 text (byte {exc.start}); save it as UTF-8") from exc
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            name = ".".join(str(x) for x in err["loc"])
            value = err.get("input")
            if name in _URL_SETTINGS and isinstance(value, str):  # a URL may carry a password or a key
                from .urls import shown_url

                value = shown_url(value)
            got = "" if "key" in name else f" (got {value!r:.60})"
            problems.append(f"{name}: {err['msg']}{got}")
        raise ConfigError(f"invalid setting {'; '.join(problems)} - settings come from LCR_* environment "
                          f"variables and {source}") from exc
