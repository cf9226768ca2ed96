"""The world model's reading helpers and Discord's limits, without a bot."""

from __future__ import annotations

import pytest

from emulator.errors import DiscordError
from emulator.messages import numbered
from emulator.validation import check_command, check_message
from emulator.world import Message, iter_components


def message(**fields) -> Message:
    return Message(id=1, channel_id=2, author_id=3, **fields)


def test_text_joins_content_embeds_and_text_displays() -> None:
    msg = message(
        content="hello",
        embeds=[
            {
                "title": "T",
                "description": "D",
                "fields": [{"name": "n", "value": "v"}],
                "footer": {"text": "F"},
            }
        ],
        components=[{"type": 17, "components": [{"type": 10, "content": "inside a container"}]}],
    )
    assert msg.text == "hello\nT\nD\nn: v\nF\ninside a container"


def test_pings_follow_allowed_mentions_as_sent() -> None:
    content = "<@10> <@20> @everyone"
    assert message(content=content).pinged_user_ids == [10, 20]
    assert message(content=content).pings_everyone
    quiet = message(content=content, allowed_mentions={"parse": []})
    assert quiet.pinged_user_ids == [] and not quiet.pings_everyone
    one = message(content=content, allowed_mentions={"parse": [], "users": ["20"]})
    assert one.pinged_user_ids == [20] and one.mentioned_user_ids == [10, 20]


def test_buttons_and_selects_are_found_in_rows() -> None:
    row = {"type": 1, "components": [{"type": 2, "label": "Go", "custom_id": "go", "style": 1}]}
    select = {
        "type": 1,
        "components": [
            {"type": 3, "custom_id": "s", "placeholder": "P", "options": [{"label": "A", "value": "a"}]}
        ],
    }
    msg = message(components=[row, select])
    assert msg.buttons() == [("Go", "go", False)]
    (menu,) = msg.selects()
    assert (menu.placeholder, menu.custom_id, menu.options) == ("P", "s", [("A", "a")])


def form_error(payload: dict, **kwargs) -> DiscordError:
    with pytest.raises(DiscordError) as caught:
        check_message(payload, upload_sizes=kwargs.get("sizes", []), is_edit=False, has_attachments=False)
    return caught.value


def test_components_are_numbered_as_discord_numbers_them() -> None:
    # Discord keeps the ids a bot set and numbers the others in order, depth first.
    button = {"type": 2, "label": "Go", "custom_id": "go", "style": 1}
    rows = [{"type": 1, "components": [button, {**button, "custom_id": "b", "id": 2}]}]
    rows.append({"type": 1, "components": [{**button, "custom_id": "c"}]})

    numbered(rows)

    assert [c["id"] for c in iter_components(rows)] == [1, 3, 2, 4, 5]


def test_message_limits_answer_like_discord() -> None:
    assert form_error({"content": "x" * 2001}).code == 50035
    assert form_error({}).code == 50006
    assert form_error({"content": "x"}, sizes=[11 * 1024 * 1024]).status == 413
    button = {"type": 2, "label": "A", "custom_id": "same", "style": 1}
    duplicated = {"content": "x", "components": [{"type": 1, "components": [button, button]}]}
    assert form_error(duplicated).errors == {
        "components": {
            "0": {
                "components": {
                    "1": {
                        "custom_id": {
                            "_errors": [
                                {
                                    "code": "COMPONENT_CUSTOM_ID_DUPLICATED",
                                    "message": "Component custom id cannot be duplicated",
                                }
                            ]
                        }
                    }
                }
            }
        }
    }
    six_rows = {"content": "x", "components": [{"type": 1, "components": [button]}] * 6}
    assert form_error(six_rows).code == 50035


def test_command_schemas_are_checked() -> None:
    good = {
        "name": "game",
        "description": "Games",
        "options": [{"type": 3, "name": "title", "description": "t"}],
    }
    check_command("0", good)
    for bad in (
        {**good, "name": "Game"},
        {**good, "description": ""},
        {**good, "name_localizations": {"fr": "nouvelle partie"}},
        {
            **good,
            "options": [
                {"type": 3, "name": "a", "description": "a"},
                {"type": 3, "name": "b", "description": "b", "required": True},
            ],
        },
    ):
        with pytest.raises(DiscordError):
            check_command("0", bad)


def refused(payload: dict, **kwargs) -> bool:
    try:
        check_message(
            {"content": "x", **payload},
            upload_sizes=kwargs.get("sizes", []),
            is_edit=False,
            has_attachments=False,
            channel_post=kwargs.get("channel_post", False),
        )
    except DiscordError as error:
        return error.status == 400
    return False


def test_what_discord_refuses_is_refused() -> None:
    def row(component: dict) -> list[dict]:
        return [{"type": 1, "components": [component]}]

    assert refused({"embeds": [{"title": "t", "fields": [{"name": "a", "value": "  \n"}]}]})
    assert refused({"embeds": [{"title": "t", "fields": [{"name": " ", "value": "v"}]}]})
    link = {"type": 2, "style": 5, "label": "Rules", "url": "https://example.org"}
    assert not refused({"components": row(link)})
    assert refused({"components": row({**link, "custom_id": "x"})})
    assert refused({"components": row({k: v for k, v in link.items() if k != "url"})})
    options = [{"label": str(i), "value": str(i)} for i in range(5)]
    menu = {"type": 3, "custom_id": "m", "options": options, "min_values": 3, "max_values": 4}
    assert not refused({"components": row(menu)})
    assert refused({"components": row({**menu, "min_values": 5})})
    assert refused({"flags": 64}, channel_post=True)
    assert not refused({"flags": 64})  # an interaction answer may be ephemeral
    assert refused({}, sizes=[10] * 11)
    assert not refused({}, sizes=[10] * 10)
    with pytest.raises(DiscordError):
        check_command("0", {"name": "game", "description": "d", "name_localizations": {"fr-FR": "jeu"}})
    with pytest.raises(DiscordError):
        check_command("0", {"name": "game", "description": "d", "description_localizations": {"en": "d"}})
    check_command(
        "0", {"name": "game", "description": "d", "name_localizations": {"fr": "jeu", "en-GB": "g"}}
    )


def test_rate_limits_answer_429_and_are_recorded() -> None:
    from emulator.ratelimits import RateLimits

    limits = RateLimits()
    channel = "/channels/1/messages"
    assert all(limits.check("POST", channel, 0.1 * i) is None for i in range(5))
    refused_post = limits.check("POST", channel, 0.6)
    assert refused_post is not None and refused_post.scope == "channel" and refused_post.retry_after > 4
    assert limits.check("POST", "/channels/2/messages", 0.6) is None  # another channel's bucket
    assert limits.check("POST", channel, 5.1) is None  # the window moved on
    burst = [limits.check("PATCH", "/channels/1/messages/9", 10.0) for _ in range(60)]
    assert sum(r is not None and r.scope == "global" for r in burst) == 10
    assert limits.check("POST", "/interactions/1/tok/callback", 10.0) is None  # exempt
    assert len(limits.limited) == 11
