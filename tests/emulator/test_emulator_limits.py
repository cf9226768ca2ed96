"""The emulator is as strict as Discord and no stricter: every documented limit on the requests a bot makes
(messages, embeds, components, files, command schemas, autocomplete answers) is refused with Discord's
400 / 50035 "Invalid Form Body" and the field's path, and each refusal sits beside a valid twin at the limit.

Limits from Discord's developer documentation (see /work/shared/reference/discord-limits.md).
"""

from __future__ import annotations

import io
from typing import Any

import discord
import pytest
from emulator_demo_bot import DemoBot

from emulator import Emulator
from emulator.errors import DiscordError
from emulator.validation import (
    check_autocomplete,
    check_command,
    check_command_list,
    check_message,
    check_modal,
    check_new_thread,
    check_thread_edit,
)

MIB = 1024 * 1024


def error_paths(errors: dict[str, Any], prefix: str = "") -> list[str]:
    """The dotted paths of a 50035 `errors` tree that carry `_errors`."""
    paths = []
    for key, value in errors.items():
        if key == "_errors":
            paths.append(prefix.rstrip("."))
        elif isinstance(value, dict):
            paths += error_paths(value, f"{prefix}{key}.")
    return paths


def send(payload: dict[str, Any], sizes: tuple[int, ...] = ()) -> None:
    check_message(payload, upload_sizes=list(sizes), is_edit=False, has_attachments=False)


def row(*components: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"type": 1, "components": list(components)}]


def button(**fields: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": "Go", "custom_id": "go", **fields}


def rows(count: int) -> list[dict[str, Any]]:
    return [row(button(custom_id=str(i)))[0] for i in range(count)]


def string_select(options: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    return {"type": 3, "custom_id": "menu", "options": options, **fields}


def user_select(**fields: Any) -> dict[str, Any]:
    return {"type": 5, "custom_id": "who", **fields}


def embed(**fields: Any) -> dict[str, Any]:
    return {"embeds": [{"title": "t", **fields}]}


def user(n: int) -> dict[str, Any]:
    return {"id": str(1000 + n), "type": "user"}


# (case, the valid twin at the limit, the refused request, the refused field's path)
MESSAGE_CASES = [
    ("content", {"content": "x" * 2000}, {"content": "x" * 2001}, "content"),
    ("content trimmed", {"content": "x" * 2000 + " \n"}, {"content": "x" * 2001 + " "}, "content"),
    ("embed count", {"embeds": [{"title": "t"}] * 10}, {"embeds": [{"title": "t"}] * 11}, "embeds"),
    ("title", embed(title="t" * 256), embed(title="t" * 257), "embeds.0.title"),
    ("title trimmed", embed(title="t" * 256 + " "), embed(title=" " + "t" * 257), "embeds.0.title"),
    ("description", embed(description="d" * 4096), embed(description="d" * 4097), "embeds.0.description"),
    (
        "description trimmed",
        embed(description="\n" + "d" * 4096 + "\n"),
        embed(description="d" * 4097 + "\n"),
        "embeds.0.description",
    ),
    (
        "field count",
        embed(fields=[{"name": "n", "value": "v"}] * 25),
        embed(fields=[{"name": "n", "value": "v"}] * 26),
        "embeds.0.fields",
    ),
    (
        "field name",
        embed(fields=[{"name": "n" * 256, "value": "v"}]),
        embed(fields=[{"name": "n" * 257, "value": "v"}]),
        "embeds.0.fields.0.name",
    ),
    (
        "field value trimmed",
        embed(fields=[{"name": "n", "value": "v" * 1024 + "\n"}]),
        embed(fields=[{"name": "n", "value": "v" * 1025}]),
        "embeds.0.fields.0.value",
    ),
    (
        "blank field value",
        embed(fields=[{"name": "n", "value": "v"}]),
        embed(fields=[{"name": "n", "value": " \n"}]),
        "embeds.0.fields.0.value",
    ),
    (
        "footer",
        embed(footer={"text": "f" * 2048}),
        embed(footer={"text": "f" * 2049}),
        "embeds.0.footer.text",
    ),
    (
        "author name",
        embed(author={"name": "a" * 256}),
        embed(author={"name": "a" * 257}),
        "embeds.0.author.name",
    ),
    (
        "embed total trimmed",
        {"embeds": [{"description": "d" * 3000}, {"description": "d" * 3000 + "   "}]},
        {"embeds": [{"description": "d" * 3000}, {"description": "d" * 3001}]},
        "embeds",
    ),
    ("colour", embed(color=0xFFFFFF), embed(color=0xFFFFFF + 1), "embeds.0.color"),
    ("negative colour", embed(color=0), embed(color=-1), "embeds.0.color"),
    (
        "image url",
        embed(image={"url": "attachment://board.png"}),
        embed(image={"url": "ftp://example.org/board.png"}),
        "embeds.0.image.url",
    ),
    (
        "image url not a url",
        embed(image={"url": "https://example.org/board.png"}),
        embed(image={"url": "board.png"}),
        "embeds.0.image.url",
    ),
    (
        "thumbnail url",
        embed(thumbnail={"url": "http://example.org/t.png"}),
        embed(thumbnail={"url": "file:///etc/passwd"}),
        "embeds.0.thumbnail.url",
    ),
    (
        "author url",
        embed(author={"name": "a", "url": "https://example.org"}),
        embed(author={"name": "a", "url": "attachment://a.png"}),
        "embeds.0.author.url",
    ),
    (
        "author icon",
        embed(author={"name": "a", "icon_url": "attachment://a.png"}),
        embed(author={"name": "a", "icon_url": "javascript:alert(1)"}),
        "embeds.0.author.icon_url",
    ),
    ("embed url", embed(url="https://example.org"), embed(url="attachment://a.png"), "embeds.0.url"),
    (
        "footer icon",
        embed(footer={"text": "f", "icon_url": "https://example.org/i.png"}),
        embed(footer={"text": "f", "icon_url": "data:image/png;base64,AAAA"}),
        "embeds.0.footer.icon_url",
    ),
    ("row count", {"components": rows(5)}, {"components": rows(6)}, "components"),
    (
        "buttons in a row",
        {"components": row(*(button(custom_id=str(i)) for i in range(5)))},
        {"components": row(*(button(custom_id=str(i)) for i in range(6)))},
        "components.0.components",
    ),
    (
        "button style",
        {"components": row(button(style=4))},
        {"components": row(button(style=9))},
        "components.0.components.0.style",
    ),
    (
        "button label",
        {"components": row(button(label="l" * 80))},
        {"components": row(button(label="l" * 81))},
        "components.0.components.0.label",
    ),
    (
        "custom id",
        {"components": row(button(custom_id="c" * 100))},
        {"components": row(button(custom_id="c" * 101))},
        "components.0.components.0.custom_id",
    ),
    (
        "link url",
        {"components": row({"type": 2, "style": 5, "label": "Rules", "url": "https://e.org/" + "u" * 498})},
        {"components": row({"type": 2, "style": 5, "label": "Rules", "url": "https://e.org/" + "u" * 499})},
        "components.0.components.0.url",
    ),
    (
        "link scheme",
        {"components": row({"type": 2, "style": 5, "label": "Rules", "url": "https://e.org"})},
        {"components": row({"type": 2, "style": 5, "label": "Rules", "url": "ftp://e.org"})},
        "components.0.components.0.url",
    ),
    (
        "empty option label",
        {"components": row(string_select([{"label": "l" * 100, "value": "a"}]))},
        {"components": row(string_select([{"label": "", "value": "a"}]))},
        "components.0.components.0.options.0.label",
    ),
    (
        "empty option value",
        {"components": row(string_select([{"label": "A", "value": "v" * 100}]))},
        {"components": row(string_select([{"label": "A", "value": ""}]))},
        "components.0.components.0.options.0.value",
    ),
    (
        "option description",
        {"components": row(string_select([{"label": "A", "value": "a", "description": "d" * 100}]))},
        {"components": row(string_select([{"label": "A", "value": "a", "description": "d" * 101}]))},
        "components.0.components.0.options.0.description",
    ),
    (
        "option count",
        {"components": row(string_select([{"label": str(i), "value": str(i)} for i in range(25)]))},
        {"components": row(string_select([{"label": str(i), "value": str(i)} for i in range(26)]))},
        "components.0.components.0.options",
    ),
    (
        "placeholder",
        {"components": row(user_select(placeholder="p" * 150))},
        {"components": row(user_select(placeholder="p" * 151))},
        "components.0.components.0.placeholder",
    ),
    (
        "user select defaults",
        {"components": row(user_select(default_values=[user(1)], max_values=1))},
        {"components": row(user_select(default_values=[user(1), user(2)], max_values=1))},
        "components.0.components.0.default_values",
    ),
    (
        "user select default type",
        {"components": row(user_select(default_values=[user(1)]))},
        {"components": row(user_select(default_values=[{"id": "1", "type": "role"}]))},
        "components.0.components.0.default_values.0.type",
    ),
    (
        "select max values",
        {"components": row(user_select(max_values=25))},
        {"components": row(user_select(max_values=26))},
        "components.0.components.0.max_values",
    ),
    (
        "select min values",
        {"components": row(user_select(min_values=0))},
        {"components": row(user_select(min_values=-1))},
        "components.0.components.0.min_values",
    ),
    (
        "mentioned users",
        {"content": "x", "allowed_mentions": {"users": [str(i) for i in range(100)]}},
        {"content": "x", "allowed_mentions": {"users": [str(i) for i in range(101)]}},
        "allowed_mentions.users",
    ),
]


@pytest.mark.parametrize(
    ("valid", "refused", "path"), [c[1:] for c in MESSAGE_CASES], ids=[c[0] for c in MESSAGE_CASES]
)
def test_message_limits_refuse_past_the_limit_and_accept_at_it(valid: dict, refused: dict, path: str) -> None:
    send(valid)
    with pytest.raises(DiscordError) as caught:
        send(refused)
    assert (caught.value.status, caught.value.code, caught.value.message) == (400, 50035, "Invalid Form Body")
    assert error_paths(caught.value.errors or {}) == [path]


def test_files_are_limited_per_file_and_per_request_as_on_discord() -> None:
    send({"content": "x"}, sizes=(6 * MIB, 6 * MIB))  # 10 MiB is per file
    send({"content": "x"}, sizes=(10 * MIB, 10 * MIB, 5 * MIB))  # 25 MiB for the whole request
    for sizes in ((10 * MIB + 1,), (10 * MIB, 10 * MIB, 5 * MIB + 1)):
        with pytest.raises(DiscordError) as caught:
            send({"content": "x"}, sizes=sizes)
        assert (caught.value.status, caught.value.code) == (413, 40005)


def option(**fields: Any) -> dict[str, Any]:
    return {"type": 3, "name": "choice", "description": "What to pick", **fields}


def command(*options: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {"name": "game", "description": "Games", "options": list(options), **fields}


def subcommand(name: str, *options: dict[str, Any], kind: int = 1) -> dict[str, Any]:
    return {"type": kind, "name": name, "description": "d", "options": list(options)}


def choices(count: int, name: str = "n") -> list[dict[str, Any]]:
    return [{"name": f"{name}{i}", "value": f"v{i}"} for i in range(count)]


def command_of_size(size: int) -> dict[str, Any]:
    """A command whose names, descriptions and choice names and values add up to `size` characters."""
    filler = [{"name": f"{i:03d}" + "n" * 97, "value": f"{i:03d}" + "v" * 97} for i in range(25)]  # 5000
    left = size - (4 + 96) - (2 + 98) - 5000 - (2 + 98)
    tail = [{"name": f"{i:03d}" + "n" * 97, "value": f"{i:03d}" + "v" * 97} for i in range(left // 200)]
    rest = left - 200 * len(tail)
    tail.append({"name": "t" * (rest - rest // 2), "value": "u" * (rest // 2)})
    return command(
        option(name="aa", description="a" * 98, choices=filler),
        option(name="bb", description="b" * 98, choices=tail),
        description="g" * 96,
    )


# (case, the valid twin at the limit, the refused command, the refused field's path)
COMMAND_CASES = [
    ("name", command(name="g" * 32), command(name="g" * 33), "0.name"),
    ("name case", command(name="jeu-d'échecs"), command(name="Jeu"), "0.name"),
    ("name in devanagari", command(name="खेल"), command(name="a b"), "0.name"),
    ("description", command(description="d" * 100), command(description="d" * 101), "0.description"),
    ("empty description", command(description="d"), command(description=""), "0.description"),
    (
        "locale",
        command(name_localizations={"es-419": "juego", "zh-TW": "遊戲"}),
        command(name_localizations={"fr-FR": "jeu"}),
        "0.name_localizations.fr-FR",
    ),
    (
        "description locale",
        command(description_localizations={"pt-BR": "Jogos"}),
        command(description_localizations={"pt": "Jogos"}),
        "0.description_localizations.pt",
    ),
    (
        "option count",
        command(*(option(name=f"o{i}") for i in range(25))),
        command(*(option(name=f"o{i}") for i in range(26))),
        "0.options",
    ),
    (
        "choice count",
        command(option(choices=choices(25))),
        command(option(choices=choices(26))),
        "0.options.0.choices",
    ),
    (
        "choice name",
        command(option(choices=[{"name": "n" * 100, "value": "v"}])),
        command(option(choices=[{"name": "n" * 101, "value": "v"}])),
        "0.options.0.choices.0.name",
    ),
    (
        "choice value",
        command(option(choices=[{"name": "n", "value": "v" * 100}])),
        command(option(choices=[{"name": "n", "value": "v" * 101}])),
        "0.options.0.choices.0.value",
    ),
    (
        "choice locale",
        command(option(choices=[{"name": "n", "value": "v", "name_localizations": {"fr": "n"}}])),
        command(option(choices=[{"name": "n", "value": "v", "name_localizations": {"fr-FR": "n"}}])),
        "0.options.0.choices.0.name_localizations.fr-FR",
    ),
    (
        "choices on a boolean",
        command(option(type=5)),
        command(option(type=5, choices=[{"name": "yes", "value": True}])),
        "0.options.0.choices",
    ),
    (
        "autocomplete with choices",
        command(option(autocomplete=True)),
        command(option(autocomplete=True, choices=choices(2))),
        "0.options.0.autocomplete",
    ),
    (
        "max_length",
        command(option(max_length=6000)),
        command(option(max_length=6001)),
        "0.options.0.max_length",
    ),
    (
        "zero max_length",
        command(option(max_length=1)),
        command(option(max_length=0)),
        "0.options.0.max_length",
    ),
    (
        "min_length",
        command(option(min_length=6000)),
        command(option(min_length=6001)),
        "0.options.0.min_length",
    ),
    (
        "min_value",
        command(option(type=4, min_value=-(2**53))),
        command(option(type=4, min_value=-(2**53) - 1)),
        "0.options.0.min_value",
    ),
    (
        "subcommand group in a subcommand",
        command(subcommand("league", subcommand("join"), kind=2)),
        command(subcommand("join", subcommand("league", subcommand("x"), kind=2))),
        "0.options.0.options.0.type",
    ),
    (
        "subcommand in a subcommand",
        command(subcommand("league", subcommand("join"), kind=2)),
        command(subcommand("join", subcommand("now"))),
        "0.options.0.options.0.type",
    ),
    (
        "plain option in a group",
        command(subcommand("league", subcommand("join", option()), kind=2)),
        command(subcommand("league", option(), kind=2)),
        "0.options.0.options.0.type",
    ),
    ("size", command_of_size(8000), command_of_size(8001), "0"),
    (
        "size counts the longest localization",
        command_of_size(8000),
        {**command_of_size(8000), "description_localizations": {"fr": "g" * 97}},
        "0",
    ),
]


@pytest.mark.parametrize(
    ("valid", "refused", "path"), [c[1:] for c in COMMAND_CASES], ids=[c[0] for c in COMMAND_CASES]
)
def test_command_limits_refuse_past_the_limit_and_accept_at_it(valid: dict, refused: dict, path: str) -> None:
    check_command("0", valid)
    with pytest.raises(DiscordError) as caught:
        check_command("0", refused)
    assert (caught.value.status, caught.value.code, caught.value.message) == (400, 50035, "Invalid Form Body")
    assert error_paths(caught.value.errors or {}) == [path]


def test_the_command_count_is_per_kind() -> None:
    slash = [command(name=f"c{i}") for i in range(100)]
    user_commands = [{"type": 2, "name": f"Look {i}", "description": ""} for i in range(15)]
    check_command_list(slash + user_commands)
    for too_many in (
        [*slash, command(name="c100")],
        [*slash, *user_commands, {**user_commands[0], "name": "x"}],
    ):
        with pytest.raises(DiscordError) as caught:
            check_command_list(too_many)
        assert (caught.value.status, caught.value.code) == (400, 50035)


# (case, the valid answer at the limit, the refused answer, the refused field's path)
AUTOCOMPLETE_CASES = [
    ("count", choices(25), choices(26), "data.choices"),
    ("name", [{"name": "n" * 100, "value": "v"}], [{"name": "n" * 101, "value": "v"}], "data.choices.0.name"),
    ("empty name", [{"name": "n", "value": "v"}], [{"name": "", "value": "v"}], "data.choices.0.name"),
    (
        "value",
        [{"name": "n", "value": "v" * 100}],
        [{"name": "n", "value": "v" * 101}],
        "data.choices.0.value",
    ),
    (
        "locale",
        [{"name": "n", "value": "v", "name_localizations": {"fr": "n", "en-GB": "n"}}],
        [{"name": "n", "value": "v", "name_localizations": {"en": "n"}}],
        "data.choices.0.name_localizations.en",
    ),
    (
        "localized name",
        [{"name": "n", "value": "v", "name_localizations": {"fr": "n" * 100}}],
        [{"name": "n", "value": "v", "name_localizations": {"fr": "n" * 101}}],
        "data.choices.0.name_localizations.fr",
    ),
]


@pytest.mark.parametrize(
    ("valid", "refused", "path"), [c[1:] for c in AUTOCOMPLETE_CASES], ids=[c[0] for c in AUTOCOMPLETE_CASES]
)
def test_autocomplete_limits_refuse_past_the_limit_and_accept_at_it(
    valid: list, refused: list, path: str
) -> None:
    check_autocomplete(valid)
    with pytest.raises(DiscordError) as caught:
        check_autocomplete(refused)
    assert (caught.value.status, caught.value.code, caught.value.message) == (400, 50035, "Invalid Form Body")
    assert error_paths(caught.value.errors or {}) == [path]


def text_input(**fields: Any) -> dict[str, Any]:
    return {"type": 4, "style": 1, "label": "Name", "custom_id": "name", **fields}


def modal(*inputs: dict[str, Any], **fields: Any) -> dict[str, Any]:
    rows = [{"type": 1, "components": [i]} for i in inputs or (text_input(),)]
    return {"custom_id": "rename", "title": "Rename", "components": rows, **fields}


def inputs(count: int) -> list[dict[str, Any]]:
    return [text_input(custom_id=f"i{i}") for i in range(count)]


# (case, the valid modal at the limit, the refused modal, the refused field's path)
MODAL_CASES = [
    ("title", modal(title="t" * 45), modal(title="t" * 46), "data.title"),
    ("no title", modal(title="t"), modal(title=""), "data.title"),
    ("custom id", modal(custom_id="c" * 100), modal(custom_id="c" * 101), "data.custom_id"),
    ("rows", modal(*inputs(5)), modal(*inputs(6)), "data.components"),
    (
        "label",
        modal(text_input(label="l" * 45)),
        modal(text_input(label="l" * 46)),
        "data.components.0.components.0.label",
    ),
    ("style", modal(text_input(style=2)), modal(text_input(style=3)), "data.components.0.components.0.style"),
    (
        "max_length",
        modal(text_input(max_length=4000)),
        modal(text_input(max_length=4001)),
        "data.components.0.components.0.max_length",
    ),
    (
        "min_length",
        modal(text_input(min_length=4000)),
        modal(text_input(min_length=4001)),
        "data.components.0.components.0.min_length",
    ),
    (
        "value",
        modal(text_input(value="v" * 4000)),
        modal(text_input(value="v" * 4001)),
        "data.components.0.components.0.value",
    ),
    (
        "placeholder",
        modal(text_input(placeholder="p" * 100)),
        modal(text_input(placeholder="p" * 101)),
        "data.components.0.components.0.placeholder",
    ),
    (
        "duplicated custom id",
        modal(text_input(custom_id="a"), text_input(custom_id="b")),
        modal(text_input(custom_id="a"), text_input(custom_id="a")),
        "data.components.1.components.0.custom_id",
    ),
]


@pytest.mark.parametrize(
    ("valid", "refused", "path"), [c[1:] for c in MODAL_CASES], ids=[c[0] for c in MODAL_CASES]
)
def test_modal_limits_refuse_past_the_limit_and_accept_at_it(valid: dict, refused: dict, path: str) -> None:
    check_modal(valid)
    with pytest.raises(DiscordError) as caught:
        check_modal(refused)
    assert (caught.value.status, caught.value.code, caught.value.message) == (400, 50035, "Invalid Form Body")
    assert error_paths(caught.value.errors or {}) == [path]


# (case, the valid thread at the limit, the refused one, the refused field's path)
THREAD_CASES = [
    ("name", {"name": "n" * 100}, {"name": "n" * 101}, "name"),
    ("name trimmed", {"name": " " + "n" * 100 + " "}, {"name": "  "}, "name"),
    (
        "archive duration",
        {"name": "n", "auto_archive_duration": 10080},
        {"name": "n", "auto_archive_duration": 10079},
        "auto_archive_duration",
    ),
    (
        "slow mode",
        {"name": "n", "rate_limit_per_user": 21600},
        {"name": "n", "rate_limit_per_user": 21601},
        "rate_limit_per_user",
    ),
]


@pytest.mark.parametrize(
    ("valid", "refused", "path"), [c[1:] for c in THREAD_CASES], ids=[c[0] for c in THREAD_CASES]
)
def test_thread_limits_refuse_past_the_limit_and_accept_at_it(valid: dict, refused: dict, path: str) -> None:
    for check in (check_new_thread, check_thread_edit):
        check(valid)
        with pytest.raises(DiscordError) as caught:
            check(refused)
        assert (caught.value.status, caught.value.code) == (400, 50035)
        assert error_paths(caught.value.errors or {}) == [path]


def test_a_new_thread_needs_a_name_and_an_edit_does_not() -> None:
    check_thread_edit({"archived": True})
    with pytest.raises(DiscordError) as caught:
        check_new_thread({"auto_archive_duration": 60})
    assert error_paths(caught.value.errors or {}) == ["name"]


async def test_files_over_rest_are_limited_per_file_not_by_their_sum(
    emu: Emulator, world, bot: DemoBot
) -> None:
    """The real client's multipart upload: two 6 MiB files go through, one of 10 MiB and a byte does not."""
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)

    def file(size: int, name: str) -> discord.File:
        return discord.File(io.BytesIO(b"\0" * size), filename=name)

    sent = await channel.send("maps", files=[file(6 * MIB, "a.png"), file(6 * MIB, "b.png")])
    assert [len(a.data) for a in emu.message(sent.id).attachments] == [6 * MIB, 6 * MIB]
    with pytest.raises(discord.HTTPException) as caught:
        await channel.send("too big", file=file(10 * MIB + 1, "c.png"))
    assert (caught.value.status, caught.value.code) == (413, 40005)


async def test_command_schemas_over_rest_get_discords_error_shape(emu: Emulator, world, bot: DemoBot) -> None:
    """A bulk overwrite Discord refuses answers 400 / 50035 naming the field; the twin at the limit stays."""
    valid = command(option(max_length=6000), name="say")
    app_id = emu.application_id
    await bot.http.bulk_upsert_global_commands(app_id, [valid])
    assert [c["name"] for c in emu.registered_commands()] == ["say"]

    refused = command(option(max_length=6001), name="say")
    with pytest.raises(discord.HTTPException) as caught:
        await bot.http.bulk_upsert_global_commands(app_id, [refused])
    assert (caught.value.status, caught.value.code) == (400, 50035)
    assert "In 0.options.0.max_length" in caught.value.text  # discord.py flattens `errors` into its text
    assert [c["options"][0]["max_length"] for c in emu.registered_commands()] == [6000]
