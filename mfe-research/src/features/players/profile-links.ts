import type { ApiPlayer } from './player-model';

export interface ProfileLink {
  label: 'PFR' | 'Rotowire' | 'FantasyData' | 'ESPN' | 'Yahoo';
  href: string;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * External profile links of the selected-player drawer footer (spec §2), only for ids that exist.
 * PFR also needs the last name: its URL is bucketed by the last name's first letter.
 */
export function profileLinks(player: ApiPlayer): ProfileLink[] {
  const links: ProfileLink[] = [];
  if (player.pfr_id && player.lname) {
    const letter = player.lname.charAt(0).toUpperCase();
    links.push({
      label: 'PFR',
      href: `https://www.pro-football-reference.com/players/${letter}/${encodeURIComponent(player.pfr_id)}.htm`,
    });
  }
  if (player.rotowire_id) {
    links.push({
      label: 'Rotowire',
      href: `https://www.rotowire.com/football/player/${slug(`${player.fname} ${player.lname}`)}-${encodeURIComponent(player.rotowire_id)}`,
    });
  }
  if (player.fantasy_data_id) {
    links.push({
      label: 'FantasyData',
      href: `https://fantasydata.com/nfl/${slug(`${player.fname} ${player.lname}`)}-fantasy/${encodeURIComponent(player.fantasy_data_id)}`,
    });
  }
  if (player.espn_id) {
    links.push({ label: 'ESPN', href: `https://www.espn.com/nfl/player/_/id/${encodeURIComponent(player.espn_id)}` });
  }
  if (player.yahoo_id) {
    links.push({ label: 'Yahoo', href: `https://sports.yahoo.com/nfl/players/${encodeURIComponent(player.yahoo_id)}` });
  }
  return links;
}
