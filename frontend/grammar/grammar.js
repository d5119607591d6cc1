/**
 * OpenCL C grammar for zocc: tree-sitter-c plus the OpenCL C additions
 * (OpenCL C specification, sections 6.1 Supported Data Types, 6.5 Address
 * Space Qualifiers, 6.6 Access Qualifiers, 6.7 Function Qualifiers,
 * 6.11 Attribute Qualifiers), written as a delta the way tree-sitter-cpp,
 * -cuda and -glsl extend C.
 *
 * The parser reads preprocessed text: zocc's own preprocessor has removed
 * every directive, so the C grammar's preproc_* rules are never exercised.
 */

const C = require('tree-sitter-c/grammar');

const SCALARS = ['char', 'uchar', 'short', 'ushort', 'int', 'uint', 'long', 'ulong',
  'float', 'double', 'half'];
const WIDTHS = [2, 3, 4, 8, 16];
const VECTORS = SCALARS.flatMap(t => WIDTHS.map(n => `${t}${n}`));

const IMAGES = ['image1d_t', 'image1d_array_t', 'image1d_buffer_t', 'image2d_t',
  'image2d_array_t', 'image2d_depth_t', 'image2d_array_depth_t', 'image3d_t',
  'image2d_msaa_t', 'image2d_array_msaa_t', 'image2d_msaa_depth_t',
  'image2d_array_msaa_depth_t'];
const OPAQUE = ['sampler_t', 'event_t', 'queue_t', 'clk_event_t', 'reserve_id_t',
  'ndrange_t'];

// 6.1.1 Built-in scalar data types that C does not have
const OPENCL_SCALARS = ['uchar', 'ushort', 'uint', 'ulong', 'half'];

const PREC_CAST = 12; // tree-sitter-c's PREC.CAST

const commaSep1 = rule => seq(rule, repeat(seq(',', rule)));
const commaSep = rule => optional(commaSep1(rule));

module.exports = grammar(C, {
  name: 'opencl',

  // A declarator followed by GNU attributes may still turn out to be the
  // declarator of an init_declarator: the '=' after the attributes decides.
  conflicts: ($, original) => original.concat([
    [$._declaration_declarator, $._declarator],
  ]),

  rules: {
    // 6.1.1, 6.1.2, 6.1.3: every built-in type name is a primitive type.
    primitive_type: _ => token(choice(
      'bool', 'char', 'short', 'int', 'long', 'float', 'double', 'void',
      ...OPENCL_SCALARS,
      'size_t', 'ptrdiff_t', 'intptr_t', 'uintptr_t',
      ...[8, 16, 32, 64].map(n => `int${n}_t`),
      ...[8, 16, 32, 64].map(n => `uint${n}_t`),
      ...VECTORS,
      ...IMAGES,
      ...OPAQUE,
    )),

    // 6.5 Address space qualifiers and 6.6 access qualifiers join the C
    // type qualifiers, as does OpenCL C 2.0's 'pipe' (6.13.16).
    type_qualifier: ($, original) => choice(
      original,
      $.address_space_qualifier,
      $.access_qualifier,
      'pipe',
    ),

    address_space_qualifier: _ => choice(
      '__global', 'global',
      '__local', 'local',
      '__constant', 'constant',
      '__private', 'private',
      '__generic', 'generic',
    ),

    access_qualifier: _ => choice(
      '__read_only', 'read_only',
      '__write_only', 'write_only',
      '__read_write', 'read_write',
    ),

    // 6.7 Function qualifiers: __kernel stands where a storage class does.
    _declaration_modifiers: ($, original) => choice(
      original,
      $.function_qualifier,
    ),

    function_qualifier: _ => choice('__kernel', 'kernel'),

    // 6.11 Attribute qualifiers: __attribute__((name, name(args), ...)).
    // Arguments may be types (vec_type_hint(float4)), so the list is ours
    // rather than C's expression-only argument list.
    attribute_specifier: $ => seq(
      choice('__attribute__', '__attribute'),
      '(', '(',
      commaSep(optional($.gnu_attribute)),
      ')', ')',
    ),

    gnu_attribute: $ => seq(
      field('name', choice($.identifier, 'const')),
      optional(field('arguments', $.attribute_arguments)),
    ),

    attribute_arguments: $ => seq(
      '(',
      commaSep(choice($.expression, $.type_descriptor)),
      ')',
    ),

    // Attributes right after 'enum' (6.11.1): enum __attribute__((packed)) e { ... }
    enum_specifier: $ => seq(
      'enum',
      optional($.attribute_specifier),
      choice(
        seq(
          field('name', $._type_identifier),
          optional(seq(':', field('underlying_type', $.primitive_type))),
          field('body', optional($.enumerator_list)),
        ),
        field('body', $.enumerator_list),
      ),
      optional($.attribute_specifier),
    ),

    // ... between a typedef's type and its name:
    //   typedef float4 __attribute__((aligned(16))) f4a;
    _type_definition_type: $ => seq(
      repeat(choice($.type_qualifier, $.attribute_specifier)),
      field('type', $.type_specifier),
      repeat(choice($.type_qualifier, $.attribute_specifier)),
    ),

    // ... and after a '*': global float *__attribute__((aligned(16))) p
    ms_pointer_modifier: ($, original) => choice(original, $.attribute_specifier),

    // OpenCL C 2.0 blocks (6.12): void (^b)(int) and ^(int x){ ... }.  Level
    // Zero has no device-side enqueue; sema says so, the grammar reads them.
    _declarator: ($, original) => choice(original, $.block_pointer_declarator),
    _abstract_declarator: ($, original) => choice(original, alias($.abstract_block_pointer_declarator, $.block_pointer_declarator)),
    block_pointer_declarator: $ => prec.dynamic(1, prec.right(seq(
      '^',
      repeat($.type_qualifier),
      field('declarator', $._declarator),
    ))),
    abstract_block_pointer_declarator: $ => prec.dynamic(1, prec.right(seq(
      '^',
      repeat($.type_qualifier),
      field('declarator', optional($._abstract_declarator)),
    ))),
    block_literal: $ => prec(PREC_CAST + 4, seq(
      '^',
      optional(field('parameters', $.parameter_list)),
      field('body', $.compound_statement),
    )),

    // GNU attributes after a declarator:
    //   __local float t[16] __attribute__((aligned(16)));
    declaration: $ => seq(
      $._declaration_specifiers,
      commaSep1(choice(
        seq(
          optional($.ms_call_modifier),
          field('declarator', $._declaration_declarator),
          optional($.gnu_asm_expression),
          repeat($.attribute_specifier),
        ),
        field('declarator', $.init_declarator),
      )),
      ';',
    ),

    init_declarator: $ => seq(
      field('declarator', $._declarator),
      repeat($.attribute_specifier),
      '=',
      field('value', choice($.initializer_list, $.expression)),
    ),

    // __attribute__((opencl_unroll_hint)) and friends stand before loops.
    attributed_statement: $ => seq(
      repeat1(choice($.attribute_declaration, $.attribute_specifier)),
      $.statement,
    ),

    // 6.1.6 Vector literals: (float4)(1.0f, 2.0f, x.xy).  A cast of a
    // parenthesized comma expression reads the same; the CST to AST step
    // tells them apart by the type.
    // The elements are one expression or a comma_expression, which the AST
    // step flattens.
    vector_literal: $ => prec.dynamic(1, prec(PREC_CAST, seq(
      '(',
      field('type', $.type_descriptor),
      ')',
      '(',
      field('elements', choice($.expression, $.comma_expression)),
      ')',
    ))),

    _expression_not_binary: ($, original) => choice(
      original,
      $.vector_literal,
      $.block_literal,
    ),

    // A pp-number (C99 6.4.8): the CST to AST step converts and checks it,
    // so the half suffix (1.0h) and every C suffix are read here alike.
    number_literal: _ => token(seq(
      choice(/[0-9]/, seq('.', /[0-9]/)),
      repeat(choice(/[0-9a-zA-Z_.]/, /[eEpP][-+]/)),
    )),
  },
});
