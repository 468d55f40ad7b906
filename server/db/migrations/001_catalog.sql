-- Catalogue: categories, brands, attributes, products with their combinations and images, CMS pages.
-- Texts live in *_lang tables, one row per language (en, de, it, es, fr). search_text columns hold the name
-- lowercased and without accents, prefixed by a space, so that '% word%' finds word prefixes on any engine.

create table categories (
  id_category integer primary key,
  id_parent integer references categories (id_category),
  position integer not null default 0,
  level_depth integer not null,
  image_key text
);

create table category_lang (
  id_category integer not null references categories (id_category) on delete cascade,
  lang text not null,
  name text not null,
  link_rewrite text not null,
  description text not null default '',
  meta_description text not null default '',
  search_text text not null default '',
  primary key (id_category, lang)
);
create index category_lang_slug on category_lang (link_rewrite);

create table brands (
  id_manufacturer integer primary key,
  name text not null,
  link_rewrite text not null unique,
  free_shipping_from numeric(12, 2),
  logo_key text,
  search_text text not null default ''
);

create table brand_lang (
  id_manufacturer integer not null references brands (id_manufacturer) on delete cascade,
  lang text not null,
  description text not null default '',
  primary key (id_manufacturer, lang)
);

create table attribute_groups (
  id_attribute_group integer primary key,
  group_type text not null check (group_type in ('select', 'radio', 'color')),
  position integer not null default 0
);

create table attribute_group_lang (
  id_attribute_group integer not null references attribute_groups (id_attribute_group) on delete cascade,
  lang text not null,
  name text not null,
  primary key (id_attribute_group, lang)
);

create table attributes (
  id_attribute integer primary key,
  id_attribute_group integer not null references attribute_groups (id_attribute_group) on delete cascade,
  color text,
  position integer not null default 0
);

create table attribute_lang (
  id_attribute integer not null references attributes (id_attribute) on delete cascade,
  lang text not null,
  name text not null,
  primary key (id_attribute, lang)
);

-- Long texts are stored once per product family (the demo product a synthesised one is derived from), so that a
-- catalogue of 100,000 products does not repeat them 100,000 times.
create table product_texts (
  id_family integer not null,
  lang text not null,
  description_short text not null,
  description text not null,
  features jsonb not null default '[]',
  primary key (id_family, lang)
);

create table products (
  id_product integer primary key,
  id_family integer not null,
  reference text not null unique,
  id_category_default integer not null references categories (id_category),
  id_manufacturer integer references brands (id_manufacturer),
  price numeric(12, 2) not null,
  discount_type text check (discount_type in ('percentage', 'amount')),
  discount_value numeric(12, 2),
  -- price after the product discount, kept in step by the writers (seeder) for sorting and price filters.
  final_price numeric(12, 2) not null,
  -- Stock of a product without combinations; for one with combinations, the sum of theirs.
  quantity integer not null default 0,
  preorder_date date,
  size_guide boolean not null default false,
  manual boolean not null default false,
  featured boolean not null default false,
  date_add timestamptz not null,
  sales integer not null default 0,
  weight numeric(8, 3) not null default 0,
  rating_avg numeric(3, 2) not null default 0,
  rating_count integer not null default 0,
  active boolean not null default true
);
create index products_brand on products (id_manufacturer);
create index products_sales on products (sales desc);
create index products_date on products (date_add desc);
create index products_final_price on products (final_price);

create table product_lang (
  id_product integer not null references products (id_product) on delete cascade,
  lang text not null,
  name text not null,
  link_rewrite text not null,
  search_text text not null,
  primary key (id_product, lang)
);
create index product_lang_name on product_lang (lang, name);

-- Every category a product is listed in: its default category and that category's ancestors.
create table product_category (
  id_category integer not null references categories (id_category) on delete cascade,
  id_product integer not null references products (id_product) on delete cascade,
  primary key (id_category, id_product)
);
create index product_category_product on product_category (id_product);

create table product_related (
  id_product integer not null references products (id_product) on delete cascade,
  id_related integer not null references products (id_product) on delete cascade,
  position integer not null default 0,
  primary key (id_product, id_related)
);

-- image_key names a generated set of WebP files (/img/p/<key>-<size>.webp); products may share sets.
create table product_images (
  id_image serial primary key,
  id_product integer not null references products (id_product) on delete cascade,
  position integer not null,
  image_key text not null,
  -- The colour this image shows, when it belongs to one colour of the product.
  id_attribute integer references attributes (id_attribute)
);
create index product_images_product on product_images (id_product, position);

-- id_product_attribute = id_product * 100 + n, so synthesised products can copy a family's combinations in SQL.
create table combinations (
  id_product_attribute integer primary key,
  id_product integer not null references products (id_product) on delete cascade,
  reference text not null,
  quantity integer not null default 0,
  price_impact numeric(12, 2) not null default 0,
  default_on boolean not null default false
);
create index combinations_product on combinations (id_product);

create table combination_attributes (
  id_product_attribute integer not null references combinations (id_product_attribute) on delete cascade,
  id_attribute integer not null references attributes (id_attribute),
  primary key (id_product_attribute, id_attribute)
);

-- The attributes a product comes in (any combination, in stock or not): the colour and size facets read this.
create table product_attributes (
  id_product integer not null references products (id_product) on delete cascade,
  id_attribute integer not null references attributes (id_attribute),
  primary key (id_attribute, id_product)
);
create index product_attributes_product on product_attributes (id_product);

create table cms_pages (
  id_cms integer primary key,
  position integer not null default 0
);

create table cms_lang (
  id_cms integer not null references cms_pages (id_cms) on delete cascade,
  lang text not null,
  link_rewrite text not null,
  title text not null,
  content text not null,
  meta_description text not null default '',
  primary key (id_cms, lang)
);
create unique index cms_lang_slug on cms_lang (lang, link_rewrite);

create table review_criteria (
  criterion_key text primary key,
  position integer not null default 0,
  names jsonb not null
);

-- Search acceleration: trigram indexes when pg_trgm is installed (both engines here; optional on a server).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    execute 'create index product_lang_search on product_lang using gin (search_text gin_trgm_ops)';
    execute 'create index category_lang_search on category_lang using gin (search_text gin_trgm_ops)';
  end if;
end
$$;
