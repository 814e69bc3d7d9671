// Keyboard dragging with dnd-kit, as a person does it: a key only once the sortable can take it.
import type { Page } from "@playwright/test";

/**
 * Waits until dnd-kit listens for the arrow keys after a pick-up. Its KeyboardSensor adds its keydown listener in a
 * `setTimeout` scheduled at the pick-up (`attach()` in @dnd-kit/core), while the "Picked up" announcement can render
 * before that timer runs: an arrow pressed at once was lost under load (seen on 2026-11-28 at load 11: the builder's
 * "Lunch" stayed at position 3). Call it after expecting the pick-up's announcement: a timer scheduled now runs after
 * dnd-kit's, which was scheduled earlier.
 */
export const dndKeysReady = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
