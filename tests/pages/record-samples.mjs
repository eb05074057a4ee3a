// The real record files in ../shared/records/ and what each holds (from its README): shared by the
// play page's open-file tests and the single-file build's. Every file there must be described here.
import { existsSync, readdirSync } from 'node:fs';

export const SAMPLES = '/work/shared/records/';
export const samples = existsSync(SAMPLES) ? readdirSync(SAMPLES).filter((f) => f !== 'README.md').sort() : [];

// From /work/shared/records/README.md: the format, the games, and the line the game opens at (the
// main line's end).
export const EXPECT = {
  'renlib_figrid_VCF.lib': { format: 'renlib', games: 1, code: 'h8h9j10i9i10j8g9h10k7f10g10g11f12k9i7j6j9h11h12j7j12j11i11i12k10m10g6i8k8g7j5m6k6i4f6k4h4i3e6h6d8f8' },
  'renlib_figrid_I7.lib': { format: 'renlib', games: 1, code: 'h8i9i7g10g9' },
  'pos_xl_basic_43.pos': { format: 'pos', games: 1, code: 'c15n13c14m12c13j9b12n9d12m10d4o2d5n2e1m2b4k3a5k5' },
  'pos_xl_forbidden_move_1.pos': { format: 'pos', games: 1, code: 'h8g8g9i9i8g7f7i6j7h5i5f6g5' },
  'psq_gomocuponline_1x0-16.psq': { format: 'psq', games: 1, code: 'j11k9j8k8i10l9h9k12k10m10n11n9l11m9j9o9', size: 20 },
  // Black h8, then white i8 (the first of the two variations) on the main line; the root and 3 moves.
  'sgf_lfz084_GoWrite_variations.sgf': { format: 'sgf', games: 1, code: 'h8i8', nodes: 4 },
  'sgf_lfz084_linear_gm5_zjrenju.sgf': { format: 'sgf', games: 1, code: 'h8i9i7g9j7g8j9g7g6h10' },
  // 18 games; the first opened from the list: a swap2 game where runglathap (PlayOK's White) took
  // black after three stones, so it is listed as black.
  'playok_pgn_gomoku_runglathap.txt': { format: 'pgn', games: 18, code: 'g8h8j8h9h10i9g9g7j10g10j9j7j12j11i11f8k13', pick: 0, black: 'runglathap', white: 'k56', opening: 'swap2' },
};

