-- Listings read one narrow table: product_category carries each product's sort and filter keys (brand, final
-- price, stock, offer, featured, sales, date, attribute ids), so a category page, its facets and its sort never
-- join the 100,000-row products table. Category 0 lists every product (the whole catalogue, search, brands).
-- Writers keep the copies in step: the seeder, and stock and sales changes (services/catalog/listingIndex.ts).

alter table product_category drop constraint product_category_id_category_fkey;

alter table product_category
  add column id_manufacturer integer,
  add column final_price numeric(12, 2) not null default 0,
  add column in_stock boolean not null default false,
  add column on_sale boolean not null default false,
  add column featured boolean not null default false,
  add column sales integer not null default 0,
  add column date_add timestamptz not null default now(),
  add column attributes integer[] not null default '{}';

insert into product_category (id_category, id_product) select 0, id_product from products on conflict do nothing;

update product_category pc
   set id_manufacturer = p.id_manufacturer, final_price = p.final_price, in_stock = p.quantity > 0,
       on_sale = p.discount_type is not null, featured = p.featured, sales = p.sales, date_add = p.date_add,
       attributes = coalesce((select array_agg(pa.id_attribute order by pa.id_attribute) from product_attributes pa
                               where pa.id_product = p.id_product), '{}')
  from products p
 where p.id_product = pc.id_product;

create index product_category_brand on product_category (id_category, id_manufacturer);

-- The home page's featured list.
create index products_featured on products (id_product) where featured;
