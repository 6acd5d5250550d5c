/** Every text the game's interactive part shows, resolved on the server in the page's language and passed down. */

export const gameLabelKeys = [
  'gameName', 'tagline', 'play', 'playAgain', 'loading', 'startError', 'howToTitle', 'score', 'lives', 'level', 'combo', 'best',
  'left', 'right', 'pause', 'resume', 'quit', 'mute', 'unmute', 'paused', 'pausedHint', 'gameOver', 'endLives', 'endQuit',
  'endTime', 'finalScore', 'newBest', 'liveStatus', 'liveHit', 'liveLevel', 'liveOver', 'livePaused', 'nickname', 'nicknameHint',
  'submit', 'submitting', 'saved', 'share', 'shareTitle', 'shareText', 'copyLink', 'copied', 'shareWhatsapp', 'shareLink',
  'inviteTitle', 'inviteText', 'inviteCta', 'leaderboardTitle', 'today', 'allTime', 'emptyBoard', 'rankColumn', 'playerColumn',
  'scoreColumn', 'canvasLabel', 'stageLabel', 'controlsLabel', 'noscript', 'yourScore', 'legendLabel', 'legendLead', 'legendStar',
  'legendHeart', 'legendSpam',
] as const;

export type GameLabelKey = (typeof gameLabelKeys)[number];
export type GameLabels = Record<GameLabelKey, string>;

/** Fills "{name}" placeholders (the server keeps them literal so the browser can fill them). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
