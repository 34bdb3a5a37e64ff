import type { Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The blog (posts, categories, tags and the links between them) and the CMS entries (page, key, type, value).
 * A post's links go with the post; a category or tag in use is unlinked when it is deleted. Slugs are unique;
 * a CMS entry is unique by page and key.
 */
export function blogCms(dialect: Dialect) {
  const id = idColumn(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('blog_category')
        .addColumn('id', id.type, id.build)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('blog_tag')
        .addColumn('id', id.type, id.build)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('blog_post')
        .addColumn('id', id.type, id.build)
        .addColumn('author_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        // Set in the write's own transaction (derived from the title, made unique); never empty once committed.
        .addColumn('slug', 'text', (c) => c.unique())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('excerpt', 'text')
        .addColumn('cover', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('published_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_blog_post_status_published').on('blog_post').columns(['status', 'published_at']).execute();
      await db.schema.createIndex('ix_blog_post_author').on('blog_post').column('author_id').execute();
      await db.schema
        .createTable('blog_post_category')
        .addColumn('id', id.type, id.build)
        .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_post.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_category.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('uq_blog_post_category', ['post_id', 'category_id'])
        .execute();
      await db.schema.createIndex('ix_blog_post_category_category').on('blog_post_category').column('category_id').execute();
      await db.schema
        .createTable('blog_post_tag')
        .addColumn('id', id.type, id.build)
        .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_post.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('blog_tag.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('uq_blog_post_tag', ['post_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('ix_blog_post_tag_tag').on('blog_post_tag').column('tag_id').execute();
      await db.schema
        .createTable('cms')
        .addColumn('id', id.type, id.build)
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().defaultTo('text'))
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('uq_cms_page_key', ['page', 'key'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const t of ['cms', 'blog_post_tag', 'blog_post_category', 'blog_post', 'blog_tag', 'blog_category']) await db.schema.dropTable(t).execute();
    },
  };
}
