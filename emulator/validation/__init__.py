"""Discord's limits on what a bot may send, enforced as Discord does (400 / 50035 "Invalid Form Body" with the
field's path, 50006, 413 / 40005), one module and one table per kind of request.

Catching these here means a bot that passes its emulator tests does not fail on the real service because of
a 2001-character message, a 26th select option or a mistyped locale; accepting what Discord accepts (a title
of 256 characters and a trailing space, two 6 MiB files) means the tests never ask the bot to be stricter
than it needs.
"""

from emulator.validation.choices import check_autocomplete
from emulator.validation.commands import check_command, check_command_list
from emulator.validation.locales import DISCORD_LOCALES
from emulator.validation.messages import check_message
from emulator.validation.modals import check_modal
from emulator.validation.threads import check_new_thread, check_thread_edit

__all__ = [
    "DISCORD_LOCALES",
    "check_autocomplete",
    "check_command",
    "check_command_list",
    "check_message",
    "check_modal",
    "check_new_thread",
    "check_thread_edit",
]
