"""Conversations kept on disk so that a page reload brings them back (Streamlit-free).

The chat keeps a random conversation id in the page's URL (``?c=<32 hex digits>``) and the conversation itself
- its turns with their result cards (judgment ids, scores, quotes, badges), the side the user acts for, and the
K / years / courts set in the chat - in one JSON file per conversation, ``<folder>/<id>.json``. The app's folder
is the store folder's ``conversations/`` (the cards name that store's judgments); it is never inside the package.

- Writes are atomic (a temporary file in the same folder, then a rename): a reader never sees half a file. The
  files are 0600 and a folder made here 0700 (its listing names the ids, the only key to a conversation).
- An id that is not 32 lowercase hex digits is refused before any path is built (``../../etc/passwd``).
- Each file carries a revision. A save names the revision it continues from; if the file moved on meanwhile
  (the same link open in two tabs), :class:`ConversationMovedOn` is raised and the caller keeps its turns under a
  new id, so neither tab overwrites the other.
- At most ``keep`` files (the most recently saved) are kept; older ones are deleted after each save.
- The LLM API key is never written: any secret passed to :meth:`ConversationStore.save` is blanked out of the
  text first (an error message that quoted a URL or header would otherwise carry it).
"""

from __future__ import annotations

import json
import os
import re
import secrets
import stat
import tempfile
import threading
import time
import types
import typing
from collections.abc import Iterable
from dataclasses import dataclass, fields, is_dataclass
from pathlib import Path
from typing import Any

from .controls import ControlState
from .conversation import Card, Conversation
from .side import side_of_option

FORMAT = 1
KEEP = 50  # conversation files kept per store (the most recently saved)
MAX_FILE_BYTES = 64 * 1024 * 1024  # a larger file is not read (not one lcr wrote)
_ID = re.compile(r"[0-9a-f]{32}")
_TMP_PREFIX = ".saving-"
_TMP_GRACE_S = 3600.0  # a temporary file older than this was left by a process that died mid-write
SECRET_MASK = "[secret removed]"
_LOCK = threading.Lock()  # one save at a time in this process: the revision check and the rename go together


def new_conversation_id() -> str:
    """A random id: 128 bits as 32 lowercase hex digits."""
    return secrets.token_hex(16)


def is_conversation_id(value: object) -> bool:
    """Whether ``value`` is an id :func:`new_conversation_id` could have made (and so is safe in a file name)."""
    return isinstance(value, str) and _ID.fullmatch(value) is not None


class ConversationUnreadable(Exception):
    """A conversation file that exists but cannot be read back (damaged, truncated, not lcr's)."""


class ConversationMovedOn(Exception):
    """The file was saved by another page (another tab with the same link) since this page read or wrote it."""


@dataclass
class SavedConversation:
    conversation: Conversation
    controls: ControlState | None  # K, years and courts as set when it was saved (None: not recorded)
    revision: int = 0  # how many times it was saved


class ConversationStore:
    """The conversation files of one folder."""

    def __init__(self, folder: Path, keep: int = KEEP) -> None:
        self.folder = Path(folder)
        self.keep = max(1, int(keep))

    def path(self, conversation_id: str) -> Path:
        if not is_conversation_id(conversation_id):
            raise ValueError("not a conversation id")
        return self.folder / f"{conversation_id}.json"

    def load(self, conversation_id: str) -> SavedConversation | None:
        """The saved conversation, or None when there is no file for it. ValueError for an id that is not one;
        ConversationUnreadable (with a short reason) for a file that cannot be read back."""
        path = self.path(conversation_id)
        try:
            info = path.stat()
            if not stat.S_ISREG(info.st_mode):  # a FIFO would block the page's run, /dev/zero never end
                raise ConversationUnreadable("it is not a regular file")
            if info.st_size > MAX_FILE_BYTES:
                raise ConversationUnreadable(f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except UnicodeDecodeError:
            raise ConversationUnreadable("the file is not UTF-8 text") from None
        except OSError as exc:
            raise ConversationUnreadable(f"the file cannot be read ({exc.strerror or exc})") from None
        try:
            data = json.loads(text)
        except ValueError:
            raise ConversationUnreadable("the file is not valid JSON (damaged or cut short)") from None
        try:
            return _saved_of(data)
        except ConversationUnreadable:
            raise
        except Exception as exc:  # a field missing or of the wrong kind: the file is not one lcr wrote
            raise ConversationUnreadable(f"the file does not hold a conversation ({type(exc).__name__})") from None

    def save(self, conversation_id: str, conversation: Conversation, controls: ControlState | None,
             revision: int = 0, secrets_to_drop: Iterable[str] = ()) -> int:
        """Write the conversation as the next revision after ``revision`` (0: a new conversation); the new
        revision. ConversationMovedOn when the file holds another revision than ``revision`` (another page saved
        it meanwhile); OSError when the folder cannot be written. Then the oldest files beyond ``keep`` go."""
        path = self.path(conversation_id)
        with _LOCK:
            on_disk = self._revision_on_disk(path)
            if on_disk is not None and on_disk != revision:
                raise ConversationMovedOn(conversation_id)
            new = revision + 1
            data = _without_secrets(_data_of(conversation, controls, new), secrets_to_drop)
            text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
            # 0700: the file names are the ids, and an id is the only key to a conversation through the app
            self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            fd, tmp = tempfile.mkstemp(prefix=_TMP_PREFIX, suffix=".json", dir=self.folder)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    f.write(text)
                    f.flush()
                    os.fsync(f.fileno())
                os.replace(tmp, path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        try:  # the file is written: a folder that cannot be tidied must not make the save look failed
            self.prune(keep_id=conversation_id)
        except OSError:
            pass
        return new

    def _revision_on_disk(self, path: Path) -> int | None:
        """The revision of the file at ``path``; None when there is none or it cannot be read (a damaged file is
        replaced, not kept)."""
        try:
            if not stat.S_ISREG(path.stat().st_mode):  # never read a FIFO or a device while holding the lock
                return None
            data = json.loads(path.read_text(encoding="utf-8"))
            return int(data["revision"])
        except FileNotFoundError:
            return None
        except Exception:
            return None

    def ids(self) -> list[str]:
        """The ids of the saved conversations, the most recently saved first."""
        found = []
        try:
            entries = list(self.folder.iterdir())
        except OSError:
            return []
        for p in entries:
            if p.suffix == ".json" and is_conversation_id(p.stem):
                try:
                    info = p.stat()
                except OSError:
                    continue
                if stat.S_ISREG(info.st_mode):  # a folder named like one is no conversation (and cannot be unlinked)
                    found.append((info.st_mtime, p.stem))
        return [cid for _, cid in sorted(found, reverse=True)]

    def prune(self, keep_id: str | None = None) -> list[str]:
        """Delete the files beyond the ``keep`` most recently saved (never ``keep_id``'s) and temporary files
        left by a process that died mid-write; the ids deleted."""
        ids = self.ids()
        kept = ids[: self.keep]
        if keep_id is not None and keep_id in ids and keep_id not in kept:
            kept = [*ids[: self.keep - 1], keep_id]
        gone = [cid for cid in ids if cid not in kept]
        for cid in gone:
            try:
                (self.folder / f"{cid}.json").unlink(missing_ok=True)
            except OSError:  # not ours to delete (another user's file): the others still go
                continue
        now = time.time()
        try:
            for p in self.folder.glob(f"{_TMP_PREFIX}*"):
                try:
                    if now - p.stat().st_mtime > _TMP_GRACE_S:
                        p.unlink(missing_ok=True)
                except OSError:
                    continue
        except OSError:
            pass
        return gone


def _without_secrets(data: Any, secrets_to_drop: Iterable[str]) -> Any:
    """``data`` with every secret blanked out of its strings. Only inside strings: blanking the JSON text itself
    broke the file's structure for a key such as "null" or "text" (a local server's placeholder)."""
    drop = sorted({s for s in ((x or "").strip() for x in secrets_to_drop) if len(s) >= 4}, key=len, reverse=True)
    if not drop:  # a one-letter "key" would blank every such letter
        return data

    def clean(value: Any) -> Any:
        if isinstance(value, str):
            for secret in drop:
                value = value.replace(secret, SECRET_MASK)
            return value
        if isinstance(value, dict):
            return {k: clean(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [clean(v) for v in value]
        return value

    return clean(data)


def _data_of(conversation: Conversation, controls: ControlState | None, revision: int) -> dict[str, Any]:
    return {
        "format": FORMAT, "revision": revision, "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "conversation": conversation.to_json(),
        "controls": None if controls is None else {
            "k": controls.k, "years": list(controls.years) if controls.years is not None else None,
            "courts": list(controls.courts)},
    }


def _saved_of(data: Any) -> SavedConversation:
    if not isinstance(data, dict) or not isinstance(data.get("conversation"), dict):
        raise ConversationUnreadable("the file does not hold a conversation")
    if int(data.get("format", 0)) > FORMAT:
        raise ConversationUnreadable(f"it was saved by a newer lcr (format {data['format']})")
    conversation = Conversation.from_json(data["conversation"])
    if (bad := _wrong_field(conversation)) is not None:  # drawing it would raise on every run of the page
        raise ConversationUnreadable(f"the file does not hold a conversation ({bad} is of the wrong kind)")
    if side_of_option(conversation.side) is None:  # a side lcr does not know is "not stated"
        conversation.set_side(None)
    c = data.get("controls")
    controls = None
    if isinstance(c, dict):
        years = c.get("years")
        controls = ControlState(k=int(c["k"]), years=(int(years[0]), int(years[1])) if years else None,
                                courts=tuple(str(x) for x in c.get("courts") or ()))
    return SavedConversation(conversation, controls, int(data.get("revision", 0)))


def _fits(value: Any, hint: Any) -> bool:
    """Whether ``value`` is of the annotated type (the few kinds the conversation's dataclasses use)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return True
    if hint is type(None):
        return value is None
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, a) for a in args)
    if origin is typing.Literal:
        return value in args
    if origin is list:
        return isinstance(value, list) and all(_fits(v, args[0]) for v in value)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        return len(value) == len(args) and all(_fits(v, a) for v, a in zip(value, args))
    if origin is dict:
        return isinstance(value, dict) and all(_fits(k, args[0]) and _fits(v, args[1]) for k, v in value.items())
    if is_dataclass(hint):
        return isinstance(value, hint) and _wrong_field(value) is None
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


# Fields that hold the store's metadata as it was given (a court as a number or a list in a user's JSONL, a year as
# text in a store written before years were validated): drawn as text, so any JSON value is kept as it was shown.
_AS_GIVEN = {(Card, "court"), (Card, "year")}


def _wrong_field(obj: Any) -> str | None:
    """The first field of ``obj`` (a dataclass, checked through its nested ones) whose value is not of its
    annotated type; None when all are."""
    hints = typing.get_type_hints(type(obj))
    for f in fields(obj):
        if (type(obj), f.name) not in _AS_GIVEN and not _fits(getattr(obj, f.name), hints[f.name]):
            return f.name
    return None


__all__ = ["KEEP", "ConversationMovedOn", "ConversationStore", "ConversationUnreadable", "SavedConversation",
           "is_conversation_id", "new_conversation_id"]
