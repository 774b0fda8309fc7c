/** The ids that tie the footer's textbox to the tips listbox (aria-controls, aria-activedescendant). */
export const TIPS_ID = 'kefu-tips';
export const tipId = (i: number) => `kefu-tip-${i}`;
