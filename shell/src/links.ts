/** External community links shown in the drawer footer and on the error screen. */
export const externalLinks = {
  github: 'https://github.com/mistakia/league',
  discord: 'https://discord.gg/xmPAAxG',
  roadmap: 'https://github.com/mistakia/league/projects',
} as const;
