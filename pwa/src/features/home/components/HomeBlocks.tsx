import type { HomeBlock } from '../homeBlocks';
import { Hero } from './Hero';
import { FeaturedCourses } from './sections/FeaturedCourses';

type Props = { blocks: HomeBlock[]; onSignUpClick: () => void };

/** The admin-arranged top of the home page (/admin/edit), also used as the editor's preview. */
export function HomeBlocks({ blocks, onSignUpClick }: Props) {
  const firstHero = blocks.find((block) => block.type === 'hero');
  return (
    <>
      {blocks.map((block) =>
        block.type === 'hero' ? (
          <Hero key={block.id} block={block} onSignUpClick={onSignUpClick} primary={block === firstHero} />
        ) : (
          <FeaturedCourses key={block.id} block={block} />
        ),
      )}
    </>
  );
}
