import { LANGUAGE_LABELS } from '@ludo/shared/users/settings.schemas';
import { describe, expect, it } from 'vitest';
import {
  CATALOGS,
  coinWords,
  type Language,
  list,
  type Message,
  matchName,
  money,
  render,
  SOME_PLAYER,
} from '../../lib/i18n';
import { inMoneyMode } from '../../test/money-text';
import { lineIn } from './match-records';

/**
 * The lines of a match's timeline and chat are kept as messages and written in each reader's
 * language; their English is what was stored as text before, word for word (older rows, admins,
 * tests and journeys read it).
 */

const LANGUAGES = Object.keys(LANGUAGE_LABELS) as Language[];
const holiCup = { title: 'Holi Cup', stakePaise: 0, round: 2 };
const grace = (unit: 'minutes' | 'seconds', count: number) => ({ unit, count });
const placing = (place: number, name: string | Message): Message => ({
  id: 'match.event.placing',
  values: { place, name },
});
/** A decided table's line as the code makes it: its places, each a message, listed in the reader's words. */
const tableDecided = (...names: Array<string | Message>): Message => ({
  id: 'match.event.tableDecided',
  values: { placings: list(names.map((name, index) => placing(index + 1, name))) },
});

/** Each line's message and the English the code wrote before it was kept as a message. */
const LINES: Array<[Message, string]> = [
  [
    { id: 'match.event.roomCreated', values: { name: 'Asha Verma', stake: money(5_000) } },
    inMoneyMode('Room created by Asha Verma with a ₹50 stake.'),
  ],
  [{ id: 'match.event.joinRequested', values: { name: 'Ravi Kumar' } }, 'Ravi Kumar asked to join.'],
  [
    { id: 'match.event.joined', values: { name: 'Ravi Kumar' } },
    'Ravi Kumar joined the match. Both entry fees are held until the result.',
  ],
  [{ id: 'match.event.requestDeclined', values: { name: 'Ravi Kumar' } }, "Ravi Kumar's request was declined."],
  [{ id: 'match.event.requestWithdrawn', values: { name: 'Ravi Kumar' } }, 'Ravi Kumar withdrew their request.'],
  [
    { id: 'match.event.cancelAsked', values: { name: 'Asha Verma' } },
    'Asha Verma asked to cancel the match. If both agree, both entry fees are refunded.',
  ],
  [
    { id: 'match.event.cancelAgreed', values: { name: 'Ravi Kumar' } },
    'Ravi Kumar agreed. The match is cancelled and both entry fees are refunded.',
  ],
  [{ id: 'match.event.cancelWithdrawn', values: { name: 'Asha Verma' } }, 'Asha Verma withdrew the request to cancel.'],
  [
    { id: 'match.event.seatTaken', values: { name: 'Ravi Kumar', taken: 2, seats: 4 } },
    'Ravi Kumar took a seat: 2 of 4 players.',
  ],
  [{ id: 'match.event.roomFull' }, 'Every seat is taken. The game starts now; all entry fees are held until it ends.'],
  [
    { id: 'match.event.leftRoom', values: { name: 'Ravi Kumar' } },
    'Ravi Kumar left the room. Their entry fee was refunded.',
  ],
  [
    { id: 'match.event.teamWon', values: { winners: list(['Asha Verma', 'Ravi Kumar']), prize: money(18_000) } },
    inMoneyMode('Asha Verma, Ravi Kumar won the match and share ₹180.'),
  ],
  [{ id: 'match.event.roomCancelled' }, 'Room cancelled by its creator.'],
  [{ id: 'match.event.roomExpired' }, 'Nobody joined in time: the room expired and the entry fee was refunded.'],
  [
    { id: 'match.event.resultAwaiting', values: { name: 'Asha Verma', claim: 'won' } },
    "Asha Verma submitted the result: a win. Awaiting the opponent's confirmation.",
  ],
  [
    { id: 'match.event.resultAwaiting', values: { name: 'Asha Verma', claim: 'lost' } },
    "Asha Verma submitted the result: a loss. Awaiting the opponent's confirmation.",
  ],
  [
    { id: 'match.event.resultSubmitted', values: { name: 'Ravi Kumar', claim: 'lost' } },
    'Ravi Kumar submitted the result: a loss.',
  ],
  [
    { id: 'match.event.claimsConflict', values: { claim: 'won' } },
    'The results do not agree: both players claimed a win. An admin will review the match and decide.',
  ],
  ...[1, 2, 3, 4].map((position): [Message, string] => [
    { id: 'match.event.positionReported', values: { name: 'Asha Verma', position } },
    `Asha Verma reported finishing ${['1st', '2nd', '3rd', '4th'][position - 1]}.`,
  ]),
  [
    { id: 'match.event.positionsConflict' },
    'The reported positions do not agree. An admin will review the table and decide.',
  ],
  [
    { id: 'match.event.won', values: { winner: 'Asha Verma', prize: money(9_000) } },
    inMoneyMode('Asha Verma won the match and received ₹90.'),
  ],
  [
    { id: 'match.event.won', values: { winner: 'Asha Verma', prize: money(10_000_000) } },
    inMoneyMode('Asha Verma won the match and received ₹1,00,000.'),
  ],
  [{ id: 'match.event.positionsStand' }, 'The other players did not report in time, so the reported positions stand.'],
  [{ id: 'match.event.resultStands' }, 'The opponent did not confirm in time, so the submitted result stands.'],
  [{ id: 'match.event.noResult' }, 'No result was submitted in time. An admin will review the match and decide.'],
  [
    { id: 'match.event.adminAward', values: { winner: 'Asha Verma', reason: 'The screenshots show Asha first' } },
    'Admin decision: Asha Verma wins. Reason: The screenshots show Asha first',
  ],
  [
    { id: 'match.event.adminCancel', values: { reason: 'Nobody played' } },
    'Admin decision: the match is cancelled and both entry fees are refunded. Reason: Nobody played',
  ],
  [
    { id: 'match.event.adminResult', values: { reason: 'Stuck game' } },
    'Admin decision: the result is set. Reason: Stuck game',
  ],
  [
    { id: 'match.event.gameStarted', values: { match: matchName(holiCup) } },
    'Holi Cup · Round 2: the game is played here and has started.',
  ],
  [
    {
      id: 'match.event.gameHost',
      values: { match: matchName({ ...holiCup, table: 3 }), host: 'Asha Verma', appName: 'Ludo King', minutes: 2 },
    },
    'Holi Cup · Round 2 · Table 3: Asha Verma hosts. Create the room in Ludo King and post its code within 2 minutes.',
  ],
  [
    {
      id: 'match.event.gameHost',
      values: { match: matchName(holiCup), host: 'Asha Verma', appName: 'Ludo King', minutes: 1 },
    },
    'Holi Cup · Round 2: Asha Verma hosts. Create the room in Ludo King and post its code within 1 minute.',
  ],
  [
    { id: 'match.event.codePosted', values: { name: 'Asha Verma', ...grace('minutes', 2) } },
    'Asha Verma posted the room code. Join the room and tap “I’m in” within 2 minutes, or forfeit the game.',
  ],
  [
    { id: 'match.event.codePosted', values: { name: 'Asha Verma', ...grace('minutes', 1) } },
    'Asha Verma posted the room code. Join the room and tap “I’m in” within 1 minute, or forfeit the game.',
  ],
  [
    { id: 'match.event.codePosted', values: { name: 'Asha Verma', ...grace('seconds', 20) } },
    'Asha Verma posted the room code. Join the room and tap “I’m in” within 20 seconds, or forfeit the game.',
  ],
  [{ id: 'match.event.checkedIn', values: { name: 'Ravi Kumar' } }, 'Ravi Kumar is in the room.'],
  // Rows stored before the places were messages kept them as English text.
  [
    { id: 'match.event.tableDecided', values: { placings: '1. Asha Verma, 2. Ravi Kumar' } },
    'The table is decided: 1. Asha Verma, 2. Ravi Kumar.',
  ],
  [tableDecided('Asha Verma', 'Ravi Kumar'), 'The table is decided: 1. Asha Verma, 2. Ravi Kumar.'],
  [
    tableDecided('Meera Iyer', 'Asha Verma', SOME_PLAYER, 'Ravi Kumar'),
    'The table is decided: 1. Meera Iyer, 2. Asha Verma, 3. A player, 4. Ravi Kumar.',
  ],
  [placing(2, 'Ravi Kumar'), '2. Ravi Kumar'],
  [{ id: 'match.event.gameWon', values: { winner: 'Ravi Kumar' } }, 'Ravi Kumar won the game.'],
  [{ id: 'match.event.gameWon', values: { winner: SOME_PLAYER } }, 'A player won the game.'],
  [
    { id: 'match.event.forfeit.hostNoShow', values: { name: 'Asha Verma' } },
    'Asha Verma did not post the room code in time and forfeits the game.',
  ],
  [
    { id: 'match.event.forfeit.playerNoShow', values: { name: 'Ravi Kumar', ...grace('minutes', 2) } },
    'Ravi Kumar did not show within 2 minutes of the room code and forfeits the game.',
  ],
  [
    { id: 'match.event.forfeit.disqualified', values: { name: 'Ravi Kumar' } },
    'Ravi Kumar was disqualified and forfeits the game.',
  ],
  [
    { id: 'match.event.tableForfeit.hostNoShow', values: { name: 'Asha Verma', place: 4 } },
    'Asha Verma did not post the room code in time and takes place 4.',
  ],
  [
    { id: 'match.event.tableForfeit.playerNoShow', values: { name: 'Ravi Kumar', place: 3, ...grace('minutes', 2) } },
    'Ravi Kumar did not show within 2 minutes of the room code and takes place 3.',
  ],
  [
    { id: 'match.event.tableForfeit.disqualified', values: { name: 'Ravi Kumar', place: 4 } },
    'Ravi Kumar was disqualified and takes place 4.',
  ],
  [{ id: 'match.event.newHost', values: { name: 'Ravi Kumar' } }, 'Ravi Kumar hosts now and posts the room code.'],
  [
    { id: 'match.event.tournamentCancelled' },
    'The tournament was cancelled, so this game ends. Every entry fee is refunded.',
  ],
];

describe('the lines of a match', () => {
  it('read in English as the code wrote them before', () => {
    for (const [message, english] of LINES) expect(render(message, 'en'), message.id).toBe(english);
  });

  it('are all here', () => {
    const ids = Object.keys(CATALOGS.en).filter((id) => id.startsWith('match.event.'));
    expect(new Set(LINES.map(([message]) => message.id))).toEqual(new Set(ids));
  });

  it('read in every language with every value in place', () => {
    for (const language of LANGUAGES.filter((other) => other !== 'en')) {
      for (const [message, english] of LINES) {
        const text = render(message, language);
        expect(text, `${language} ${message.id}`).not.toBe(english);
        expect(text, `${language} ${message.id}`).not.toMatch(/[{}#]|undefined/);
        for (const value of Object.values(message.values ?? {})) {
          if (
            typeof value === 'string' &&
            value !== 'won' &&
            value !== 'lost' &&
            !['minutes', 'seconds'].includes(value)
          )
            expect(text, `${language} ${message.id}`).toContain(value);
        }
      }
    }
  });

  it('write amounts, places and a game’s name in the reader’s words', () => {
    expect(render({ id: 'match.event.won', values: { winner: 'Asha', prize: money(9_000) } }, 'hi')).toBe(
      inMoneyMode('Asha ने मैच जीता और उन्हें ₹90 मिले।', coinWords('hi')),
    );
    expect(render({ id: 'match.event.positionReported', values: { name: 'Asha', position: 2 } }, 'ta')).toBe(
      'Asha இரண்டாம் இடம் பிடித்ததாகத் தெரிவித்தார்.',
    );
    expect(
      render({ id: 'match.event.gameStarted', values: { match: matchName({ ...holiCup, table: 3 }) } }, 'mr'),
    ).toBe('Holi Cup · फेरी 2 · टेबल 3: हा गेम इथेच खेळला जातो आणि सुरू झाला आहे.');
    expect(render({ id: 'match.event.codePosted', values: { name: 'Asha', ...grace('minutes', 2) } }, 'te')).toContain(
      '2 నిమిషాల్లో',
    );
  });

  it('list a decided table’s places and a player without a name in the reader’s words', () => {
    const line = tableDecided('Asha', 'Ravi', SOME_PLAYER);
    expect(render(line, 'hi')).toBe('टेबल का फ़ैसला हो गया: पहले स्थान पर Asha, दूसरे स्थान पर Ravi, तीसरे स्थान पर एक खिलाड़ी।');
    expect(render(line, 'ta')).toBe('டேபிள் முடிவானது: முதல் இடத்தில் Asha, இரண்டாம் இடத்தில் Ravi, மூன்றாம் இடத்தில் ஒரு வீரர்.');
    expect(render(tableDecided('Asha'), 'te')).toBe('టేబుల్ ఫలితం ఖరారైంది: మొదటి స్థానంలో Asha.');
    expect(render(placing(5, 'Ravi'), 'mr')).toBe('5व्या स्थानावर Ravi');
    expect(render({ id: 'match.event.gameWon', values: { winner: SOME_PLAYER } }, 'mr')).toBe('एक खेळाडू यांनी गेम जिंकला.');
  });

  it('keep a stored line’s English when it has no message, or one the catalogs no longer know', () => {
    const stored = 'Asha Verma asked to join.';
    expect(lineIn(stored, null, 'hi')).toBe(stored);
    expect(lineIn(stored, { id: 'match.event.gone', values: { name: 'Asha Verma' } }, 'hi')).toBe(stored);
    expect(lineIn(stored, { id: 'match.event.joinRequested', values: { name: 'Asha Verma' } }, 'hi')).toBe(
      'Asha Verma ने जुड़ने का अनुरोध किया।',
    );
  });
});
