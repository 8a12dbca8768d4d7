// What sticks out past the right edge of the screen, named for the failure message. What sits in a
// box that scrolls sideways on purpose (the inbox's status tabs, with their edge fade) is reached by
// scrolling that box, so it counts only when the box itself sticks out.
import type { Page } from '@playwright/test';

export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
            return box.getBoundingClientRect().right > window.innerWidth + 1;
        return true;
      })
      .map((element) => `${element.tagName}.${element.className}`),
  );
}
