// Compiled with `tsc --noEmit` by tests/js/types.test.mjs: the <renju-board> declarations (npm/board.d.ts,
// copied into dist/npm by the build) describe the element as it is used here.
import type { RenjuBoardElement } from '../../dist/npm/board.js';
import type { RenjuLessonElement } from '../../dist/npm/lesson.js';

export async function pictures(board: RenjuBoardElement): Promise<number> {
  const svg: string = board.toSVG();
  const png: Blob | null = await board.toPNG({ scale: 3 });
  const wide: Blob | null = await board.toPNG({ width: 1200 });
  const gif: Blob | null = await board.toGIF({ delay: 500, width: 360 });
  // @ts-expect-error the scale is a number
  await board.toPNG({ scale: 'big' });
  return svg.length + (png?.size ?? 0) + (wide?.size ?? 0) + (gif?.size ?? 0);
}

export async function stepping(board: RenjuBoardElement): Promise<string> {
  board.addEventListener('step', (e) => console.log(e.detail.index, e.detail.total));
  await board.goto(3);
  return `${board.index}/${board.moveList.length}`;
}

export function fromTheDocument(): RenjuBoardElement | null {
  return document.querySelector('renju-board');
}

export async function lessonPicture(lesson: RenjuLessonElement): Promise<number> {
  const svg: string = lesson.toSVG();
  const png: Blob | null = await lesson.toPNG({ width: 800 });
  return svg.length + (png?.size ?? 0);
}
