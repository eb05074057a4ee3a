// The lessons page (lessons.html, lessons/lessons-page.js), in English (built in; other languages:
// ../<lang>/lessons.json with the same keys). The lessons' own text is in their data (FORMAT.md,
// "Languages"); the lesson element's in lesson.js.
export default {
  'page.title': 'Renju lessons: forbidden moves, real and false threes',
  'page.description': 'Interactive Renju lessons: fives and overlines, fours, threes, forbidden moves, real and false threes, judged by the rules engine.',
  'home': '← Play',
  'heading': 'Lessons',
  'intro': 'From five in a row to nested false threes. Every answer is judged, and every explanation drawn, by the same engine that rules the games.',
  'nav': 'Lessons',
  'course': 'Course',
  'practiceButton': 'Practice: mark the forbidden points',
  'writeYourOwn': 'Write your own lesson',
  'language': 'Language',
  'language.auto': 'Browser’s language',
  'practice': 'Practice',
  'practiceIntro': 'Endless positions made by the engine: black to move. Mark every forbidden point, then Check. Each position holds at least one forbidden point, and nearly always a double three that a false three makes allowed.',
  'nextPosition': 'Next position',
  'courseNow': '{n}. {title}',
  'score': 'Score: {right} of {tried} positions right.',
  'noScore': 'No positions tried yet.',
  'positionTitle': 'Position {n}',
  'practiceTask': 'Black to move. Mark every forbidden point, then Check.',
};
