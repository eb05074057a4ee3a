// The bot's answer (game.botTurn's action: {type, point, choice, number}) as the record token the
// page applies, the same token a player's click or button makes: 'h8', 'pass', 'stay' | 'swap' |
// 'place-two', 'declare:3', 'offer:g8', 'choose:g8'. Shared by the worker and the Node tests.
export function actionToken(action) {
  switch (action?.type) {
    case 'move': return action.point;
    case 'pass': return 'pass';
    case 'swap': return action.choice;
    case 'declare': return `declare:${action.number}`;
    case 'offer': return `offer:${action.point}`;
    case 'choose': return `choose:${action.point}`;
    default: throw new Error(`the bot answered with an unknown action "${action?.type}"`);
  }
}
