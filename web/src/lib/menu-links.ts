// A link followed from an open menu (a popover: the phone's header menu) closes the menu, also
// for a #section of the page on screen, where nothing else would. Run by the page's entry, so
// that it works before the app has loaded (docs/decisions/0035-header-without-the-app.md).
export function closeMenusOnLinks() {
  document.addEventListener(
    'click',
    (event) => {
      const menu = (event.target as Element | null)?.closest?.('[popover] a')?.closest('[popover]');
      if (menu?.matches(':popover-open')) (menu as HTMLElement).hidePopover();
    },
    // Before React's own handler, which may start the in-app navigation.
    true,
  );
}
