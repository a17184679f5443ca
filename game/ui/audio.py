"""Sound effects: `Audio(volume=0.8, muted=False).play("shot")`.

The effects are ours (assets/sounds/, made by make_sounds.py there; CC0). Sound is never required: without an
audio device, when the mixer cannot start, or when a file is missing, `Audio` stays silent and `play` returns None
instead of raising, so the game runs the same on a machine with no sound (and in tests, SDL_AUDIODRIVER=dummy).
A sound is never the only signal of anything: each cue has its on-screen counterpart in the scenes.
"""

from __future__ import annotations

import logging

import pygame

from game.ui import assets

log = logging.getLogger(__name__)

# name -> what it says
SOUNDS = {
    "shot": "a BANG! is fired",
    "ricochet": "a shot is dodged (Missed!, a Barrel)",
    "card": "a card slides or flips",
    "beer": "a Beer is poured (life regained)",
    "dynamite": "the Dynamite explodes",
    "your_turn": "it is your turn",
    "alert": "a BANG! (or Indians!, Gatling, a Duel) at you: answer",
    "dice": "dice are rolled",
    "arrow": "an arrow is taken",
}


class Audio:
    """The effects player. `volume` is 0..1; `muted` silences without forgetting the volume."""

    def __init__(self, volume: float = 0.8, muted: bool = False):
        self.volume = _clamp(volume)
        self.muted = bool(muted)
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self.reason = ""
        self._start()

    def _start(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        except (pygame.error, OSError, NotImplementedError) as err:
            self.reason = f"no sound: the mixer did not start ({err})"
            log.info(self.reason)
            return
        for name in SOUNDS:
            try:
                sound = pygame.mixer.Sound(assets.path("assets", "sounds", f"{name}.wav"))
            except (pygame.error, OSError) as err:
                log.warning("sound %s left out: %s", name, err)
                continue
            sound.set_volume(self.volume)
            self.sounds[name] = sound
        self.available = bool(self.sounds)
        if not self.available:
            self.reason = "no sound: no effect could be loaded"

    def play(self, name: str):
        """Plays the effect `name` (one of SOUNDS); returns its Channel, or None when silent."""
        if name not in SOUNDS:
            raise ValueError(f"unknown sound {name!r}; the sounds are {', '.join(SOUNDS)}")
        if self.muted or self.volume <= 0 or name not in self.sounds:
            return None
        try:
            return self.sounds[name].play()
        except pygame.error as err:        # the device went away mid-game: carry on in silence
            log.info("sound %s not played: %s", name, err)
            return None

    def set_volume(self, volume: float) -> None:
        self.volume = _clamp(volume)
        for sound in self.sounds.values():
            sound.set_volume(self.volume)

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)
        if self.muted and self.available:
            try:
                pygame.mixer.stop()
            except pygame.error:
                pass


def _clamp(volume: float) -> float:
    try:
        return min(1.0, max(0.0, float(volume)))
    except (TypeError, ValueError):
        return 0.8
