/** spec §9 "Emoji 49": the panel's set, seven rows of seven (faces, gestures, hearts, things). */
export const EMOJI: readonly string[] = [
  '😀', '😁', '😂', '🤣', '😊', '😍', '😘',
  '😎', '🤔', '😐', '😅', '😉', '😋', '😜',
  '😢', '😭', '😡', '😱', '😴', '🙄', '😇',
  '🤗', '🤝', '👍', '👎', '👏', '🙏', '💪',
  '👌', '✌️', '👋', '🙌', '❤️', '💔', '💯',
  '🎉', '🎁', '🌹', '☕', '🍰', '🔥', '⭐',
  '✅', '❌', '❓', '❗', '📦', '📞', '💰',
];

export const EMOJI_COLUMNS = 7;
